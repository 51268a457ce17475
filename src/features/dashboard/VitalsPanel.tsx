import type { Payload } from 'payload'
import { fill, fillCount } from '@/i18n/config'
import { LOCALES, type Lang } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { PAGE_TYPES, VITAL_NAMES, VITALS, type VitalName } from '@/features/vitals'
import { vitalsFigures } from '@/features/vitals/server'
import styles from './dashboard.module.css'

const WINDOWS = [7, 28] as const

/** A metric's value as the operator reads it: seconds for the paints and the first byte, ms for INP, CLS bare. */
function formatVital(name: VitalName, value: number, intl: string): string {
  if (name === 'CLS') return value.toLocaleString(intl, { maximumFractionDigits: 2, minimumFractionDigits: 2 })
  if (name === 'INP') return `${Math.round(value).toLocaleString(intl)} ms`
  return `${(value / 1000).toLocaleString(intl, { maximumFractionDigits: 2, minimumFractionDigits: 2 })} s`
}

/**
 * Real visits' Core Web Vitals on the /cms home (issue 56, ADR 0039): for the last 7 and 28 days, per kind
 * of page, the 75th percentile of each metric against Google's bound, and how many visits it rests on —
 * from the database, so every instance's visits count. Words, not only colour, say within or past the bound.
 */
export async function VitalsPanel({ payload, lang }: { payload: Payload; lang: Lang }) {
  const t = messages[lang].operator.dashboard.vitals
  const intl = LOCALES[lang].intl
  const figures = await Promise.all(WINDOWS.map((days) => vitalsFigures(payload, { days })))
  return (
    <section aria-labelledby="dash-vitals" data-testid="web-vitals">
      <h3 id="dash-vitals">{t.title}</h3>
      <p className={styles.muted}>{t.intro}</p>
      {WINDOWS.map((days, i) => {
        const f = figures[i]!
        const any = PAGE_TYPES.some((page) => VITAL_NAMES.some((name) => f[page][name].visits > 0))
        return (
          // The box scrolls sideways on a narrow screen: a region the keyboard can reach and scroll.
          <div key={days} className={styles.vitals} role="region" aria-label={t.period[days]} tabIndex={0}>
            <table>
              <caption>{t.period[days]}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.page}</th>
                  {VITAL_NAMES.map((name) => (
                    <th key={name} scope="col">
                      {name}
                      <span className={styles.muted}>
                        {' '}
                        ({fill(t.limit, { value: formatVital(name, VITALS[name].threshold, intl) })})
                      </span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {PAGE_TYPES.map((page) => (
                  <tr key={page}>
                    <th scope="row">{t.pages[page]}</th>
                    {VITAL_NAMES.map((name) => {
                      const x = f[page][name]
                      return (
                        <td key={name} data-vital={`${days}:${page}:${name}`}>
                          {x.p75 === null ? (
                            <span className={styles.muted}>{t.none}</span>
                          ) : (
                            <>
                              <strong>{formatVital(name, x.p75, intl)}</strong>{' '}
                              <span className={x.good ? styles.good : styles.over}>
                                {x.good ? `✓ ${t.good}` : `✗ ${t.over}`}
                              </span>
                              <br />
                              <span className={styles.muted}>{fillCount(t.visits, { count: x.visits })}</span>
                            </>
                          )}
                        </td>
                      )
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
            {any ? null : <p className={styles.muted}>{t.empty}</p>}
          </div>
        )
      })}
    </section>
  )
}
