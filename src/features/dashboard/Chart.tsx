import { formatPrice } from '@/i18n/config'
import { fromCents } from '@/lib/money'

type Texts = { title: string; summary: string; table: string; day: string; current: string; previous: string }

const W = 640
const H = 180
const PAD = { top: 12, right: 8, bottom: 24, left: 8 }
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`

/**
 * Net sales per day as server-drawn SVG bars — this period solid, the period before as an outline
 * behind each bar — with the same figures in a table for screen readers and anyone who wants numbers.
 * No script, no chart library: the dashboard stays a server page.
 */
export function SalesChart({
  days,
  net,
  previousDays,
  previousNet,
  t,
}: {
  days: string[]
  net: number[]
  previousDays: string[]
  previousNet: number[]
  t: Texts
}) {
  const max = Math.max(1, ...net, ...previousNet)
  const slot = (W - PAD.left - PAD.right) / days.length
  const bar = Math.max(2, slot * 0.6)
  const y = (cents: number) => PAD.top + (H - PAD.top - PAD.bottom) * (1 - cents / max)
  const labelEvery = Math.ceil(days.length / 10)
  const money = (c: number) => formatPrice(fromCents(c), 'it-IT')
  return (
    <figure className="dash-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="dash-chart-title dash-chart-desc" width="100%">
        <title id="dash-chart-title">{t.title}</title>
        <desc id="dash-chart-desc">{t.summary}</desc>
        <line x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} className="dash-axis" />
        {days.map((day, i) => {
          const x = PAD.left + i * slot + (slot - bar) / 2
          return (
            <g key={day}>
              <rect
                x={x - 2}
                y={y(previousNet[i] ?? 0)}
                width={bar + 4}
                height={H - PAD.bottom - y(previousNet[i] ?? 0)}
                className="dash-bar-previous"
              />
              <rect x={x} y={y(net[i])} width={bar} height={H - PAD.bottom - y(net[i])} className="dash-bar" />
              {i % labelEvery === 0 || i === days.length - 1 ? (
                <text x={x + bar / 2} y={H - 8} textAnchor="middle" className="dash-label">
                  {shortDay(day)}
                </text>
              ) : null}
            </g>
          )
        })}
      </svg>
      <figcaption className="dash-legend">
        <span className="dash-key dash-key-current" aria-hidden="true" /> {t.current}{' '}
        <span className="dash-key dash-key-previous" aria-hidden="true" /> {t.previous}
      </figcaption>
      <details>
        <summary>{t.table}</summary>
        <table className="dash-table" aria-label={t.title}>
          <thead>
            <tr>
              <th scope="col">{t.day}</th>
              <th scope="col">{t.current}</th>
              <th scope="col">{t.day}</th>
              <th scope="col">{t.previous}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day, i) => (
              <tr key={day}>
                <th scope="row">{shortDay(day)}</th>
                <td>{money(net[i])}</td>
                <td>{shortDay(previousDays[i] ?? '')}</td>
                <td>{money(previousNet[i] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
