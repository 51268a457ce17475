import Link from 'next/link'
import type { Payload } from 'payload'
import { fill, fillCount, formatDate, formatPrice } from '@/i18n/config'
import type { Lang } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { fromCents } from '@/lib/money'
import { SalesChart } from './Chart'
import { dashboardData } from './data'
import { change } from './figures'
import { PERIODS, type PeriodKind } from './period'
import { VitalsPanel } from './VitalsPanel'
import styles from './dashboard.module.css'

const money = (cents: number) => formatPrice(fromCents(cents), 'it-IT')
const dayText = (day: string) => formatDate(`${day}T12:00:00Z`)

/**
 * The /cms home's overview (issue 42): sales net of refunds for today, the last 7 or the last 30 days
 * against the period before, the average sale, retail against dealers, best sellers, the way from cart
 * to payment, what is running out and what needs doing today. A server component: links switch the
 * period, the chart is SVG with its table.
 */
export async function SalesDashboard({ payload, lang, period }: { payload: Payload; lang: Lang; period: PeriodKind }) {
  const t = messages[lang].operator.dashboard
  const d = await dashboardData(payload, period, new Date(), lang)
  const { current: c, previous: p } = d
  const delta = (now: number, before: number) => {
    const pct = change(now, before)
    return pct === null ? t.noPrevious : fill(pct >= 0 ? t.up : t.down, { pct: Math.abs(pct) })
  }
  const range = d.ranges.current
  const tiles = [
    { label: t.net, value: money(c.netCents), hint: delta(c.netCents, p.netCents), before: money(p.netCents) },
    { label: t.orders, value: String(c.orders), hint: delta(c.orders, p.orders), before: String(p.orders) },
    {
      label: t.average,
      value: money(c.averageCents),
      hint: delta(c.averageCents, p.averageCents),
      before: money(p.averageCents),
    },
    { label: t.refunded, value: money(c.refundedCents), hint: null, before: money(p.refundedCents) },
  ]
  const todo = [
    { label: t.toShip, n: d.todo.toShip, href: '/admin/orders' },
    { label: t.attention, n: d.todo.needsAttention, href: '/admin/orders' },
    { label: t.withdrawals, n: d.todo.withdrawals, href: '/admin/orders' },
    { label: t.mailFailed, n: d.todo.mailFailed, href: '/cms/collections/mail-queue?where[status][equals]=failed' },
    // Issue 55: a product without a weight ships as if it weighed nothing; the list shows which.
    { label: t.unweighed, n: d.todo.unweighed, href: '/cms/collections/products?where[weight][exists]=false' },
  ].filter((x) => x.n > 0)
  return (
    <section className={styles.dashboard} aria-labelledby="dash-title" data-testid="sales-dashboard">
      <div className={styles.head}>
        <h2 id="dash-title">{t.title}</h2>
        <nav aria-label={t.periodNav} className={styles.periods}>
          {PERIODS.map((k) => (
            <Link key={k} href={`/cms?period=${k}`} aria-current={k === period ? 'page' : undefined}>
              {t.periods[k]}
            </Link>
          ))}
        </nav>
      </div>
      <p className={styles.muted}>
        {fill(t.range, { from: dayText(range.from), to: dayText(range.to) })} ·{' '}
        <a href={`/api/admin/exports/orders?from=${range.from}&to=${range.to}`} download>
          {t.csv}
        </a>
      </p>
      <dl className={styles.tiles}>
        {tiles.map((x) => (
          <div key={x.label} className={styles.tile}>
            <dt>{x.label}</dt>
            <dd className={styles.value}>{x.value}</dd>
            <dd className={styles.muted}>
              {fill(t.previous, { value: x.before })}
              {x.hint ? ` · ${x.hint}` : ''}
            </dd>
          </div>
        ))}
        {d.dealers ? (
          <div className={styles.tile}>
            <dt>{t.split}</dt>
            <dd>
              {t.retail}: <strong>{money(c.retailNetCents)}</strong>
            </dd>
            <dd>
              {t.trade}: <strong>{money(c.tradeNetCents)}</strong> ({fillCount(t.orderCount, { count: c.tradeOrders })})
            </dd>
          </div>
        ) : null}
      </dl>
      <SalesChart
        days={d.chart.days}
        net={d.chart.net}
        previousDays={d.chart.previousDays}
        previousNet={d.chart.previousNet}
        t={{
          title: t.chartTitle,
          summary: fill(t.chartSummary, {
            from: dayText(d.chart.days[0]),
            to: dayText(d.chart.days.at(-1)!),
            total: money(d.chart.net.reduce((s, x) => s + x, 0)),
            previous: money(d.chart.previousNet.reduce((s, x) => s + x, 0)),
          }),
          table: t.table,
          day: t.day,
          current: t.currentSeries,
          previous: t.previousSeries,
        }}
      />
      <div className={styles.columns}>
        <section aria-labelledby="dash-best">
          <h3 id="dash-best">{t.best}</h3>
          {d.bestSellers.length ? (
            <ol>
              {d.bestSellers.map((b) => (
                <li key={b.sku || b.name}>
                  {b.name}: {fillCount(t.pieces, { count: b.quantity })} · {money(b.cents)}
                </li>
              ))}
            </ol>
          ) : (
            <p className={styles.muted}>{t.bestNone}</p>
          )}
        </section>
        <section aria-labelledby="dash-funnel">
          <h3 id="dash-funnel">{t.funnel}</h3>
          <dl className={styles.funnel}>
            <dt>{t.carts}</dt>
            <dd>{d.funnel.carts}</dd>
            <dt>{t.checkouts}</dt>
            <dd>{d.funnel.checkouts}</dd>
            <dt>{t.paidOrders}</dt>
            <dd>{d.funnel.paid}</dd>
          </dl>
          <p className={styles.muted}>{t.funnelNote}</p>
        </section>
        <section aria-labelledby="dash-todo">
          <h3 id="dash-todo">{t.todo}</h3>
          {todo.length ? (
            <ul>
              {todo.map((x) => (
                <li key={x.label}>
                  <a href={x.href}>
                    {x.label}: <strong>{x.n}</strong>
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{t.nothing}</p>
          )}
          {d.todo.held.length ? (
            // Held payments (ADR 0031): each with the order's total and what was paid.
            <ul aria-label={t.attention} data-testid="held-payments">
              {d.todo.held.map((h) => (
                <li key={h.id}>
                  <a href={`/admin/orders/${h.id}`}>
                    {fill(t.heldLine, { id: h.id, paid: money(h.paidCents), expected: money(h.expectedCents) })}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {d.todo.unmatched.length ? (
            // Confirmed payments that matched no order (ADR 0031): money taken, to refund in Stripe.
            <ul aria-label={t.unmatched} data-testid="unmatched-payments">
              {d.todo.unmatched.map((u) => (
                <li key={u.event}>
                  {fill(t.unmatchedLine, { session: u.session, amount: money(u.cents), date: formatDate(u.at) })}
                </li>
              ))}
            </ul>
          ) : null}
          <p>
            {t.backup}:{' '}
            {d.todo.backup
              ? fill(d.todo.backup.ok ? t.backupOk : t.backupFailed, { date: formatDate(d.todo.backup.at) })
              : t.backupNone}
          </p>
        </section>
        <section aria-labelledby="dash-low">
          <h3 id="dash-low">{t.lowStock}</h3>
          {d.lowStock.rows.length ? (
            <ul>
              {d.lowStock.rows.map((r) => (
                <li key={`${r.id}-${r.fragrance ?? ''}`}>
                  <a href={`/cms/collections/products/${r.id}`}>
                    {r.fragrance ? `${r.name} · ${r.fragrance}` : r.name}
                  </a>
                  : {fillCount(t.pieces, { count: r.stock })}
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{fill(t.lowStockNone, { count: d.lowStock.threshold })}</p>
          )}
        </section>
      </div>
      <VitalsPanel payload={payload} lang={lang} />
    </section>
  )
}
