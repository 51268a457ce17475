import type { ServerProps } from 'payload'
import { searchReport } from './stats'

const TEXT = {
  it: {
    title: 'Ricerche degli ultimi 30 giorni',
    top: 'Le più frequenti',
    fruitless: 'Senza risultati',
    none: 'Nessuna ricerca.',
    times: (n: number) => (n === 1 ? '1 volta' : `${n} volte`),
    note: 'Solo conteggi: nessun dato dei clienti. Per le ricerche senza risultati aggiungi un sinonimo in Ricerca → Sinonimi della ricerca.',
  },
  en: {
    title: 'Searches of the last 30 days',
    top: 'Most frequent',
    fruitless: 'Found nothing',
    none: 'No searches.',
    times: (n: number) => (n === 1 ? 'once' : `${n} times`),
    note: 'Counts only: no shopper data. For searches that found nothing, add a synonym under Search → Search synonyms.',
  },
}

/** Above the list of searches in /cms (operator only): the last 30 days' most frequent and fruitless searches. */
export async function SearchStats({ i18n, payload, user }: ServerProps) {
  if ((user as { role?: string } | undefined)?.role !== 'admin') return null
  const t = TEXT[i18n.language === 'en' ? 'en' : 'it']
  const report = await searchReport(payload)
  const list = (id: string, title: string, rows: { query: string; times: number }[]) => (
    <div style={{ flex: '1 1 16rem' }}>
      <h3 id={id}>{title}</h3>
      {rows.length ? (
        <ol aria-labelledby={id}>
          {rows.map((r) => (
            <li key={r.query}>
              <a href={`/search?q=${encodeURIComponent(r.query)}&from=cms`} target="_blank" rel="noreferrer">
                {r.query}
              </a>{' '}
              — {t.times(r.times)}
            </li>
          ))}
        </ol>
      ) : (
        <p>{t.none}</p>
      )}
    </div>
  )
  return (
    <section aria-labelledby="search-stats" style={{ margin: 'var(--base) 0 calc(var(--base) * 2)' }}>
      <h2 id="search-stats">{t.title}</h2>
      <p>{t.note}</p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) * 2)' }}>
        {list('search-top', t.top, report.top)}
        {list('search-fruitless', t.fruitless, report.fruitless)}
      </div>
    </section>
  )
}
