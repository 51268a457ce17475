import type { Payload } from 'payload'
import { lastRuns } from '@/features/backup/server'
import type { Lang } from '@/i18n/locales'
import { italianDay } from '@/features/invoices/server'
import { lowStock, type LowStockRow } from '@/features/operator/server'
import { PAID_STATUSES } from '@/features/ops/server'
import type { OrderStatus } from '@/features/orders/server'
import { paidCents } from '@/features/orders/server'
import {
  countOrdersCreatedBetween,
  countOrdersInStatuses,
  oldestHeldPayments,
  orderFactsBetween,
  refundsPerOrderSince,
} from '@/features/orders/server'
import { PAID_EVENT_TYPES, REFUND_EVENT_TYPES } from '@/features/payments/server'
import { getShopSettings } from '@/features/settings/server'
import { toCents } from '@/lib/money'
import { bestSellers, type BestSeller } from './best-sellers'
import { dailyNet, totals, type OrderFact, type Totals } from './figures'
import { addDays, daysOf, periodRanges, type DayRange, type PeriodKind } from './period'

/**
 * Everything the /cms dashboard shows (issue 42), read with a few aggregate queries: the orders of the
 * periods on screen (five columns each), their refunds summed per order, the best sellers summed in
 * the database, counts for the funnel and for what needs doing. About 20 ms with 10,000 orders
 * (`npm run bench:orders`).
 */
export type Dashboard = {
  kind: PeriodKind
  current: Totals
  previous: Totals
  ranges: { current: DayRange; previous: DayRange }
  chart: { days: string[]; net: number[]; previousDays: string[]; previousNet: number[] }
  bestSellers: BestSeller[]
  funnel: { carts: number; checkouts: number; paid: number }
  lowStock: { threshold: number; rows: LowStockRow[] }
  todo: {
    toShip: number
    needsAttention: number
    /** Held payments (ADR 0031), oldest first: the order's total and what was paid, in cents. */
    held: { id: number; expectedCents: number; paidCents: number }[]
    /**
     * Confirmed payments that matched no order (ADR 0031), the newest ten not refunded yet: the provider's
     * session, the amount (cents) and when it came — money taken with nothing to sell, refunded in Stripe.
     */
    unmatched: { event: string; session: string; cents: number; at: string }[]
    withdrawals: number
    mailFailed: number
    /** Products with no weight (issue 55: shipping counts them as nothing, so the operator is told). */
    unweighed: number
    backup: { at: string; ok: boolean } | null
  }
  /** Dealers have ordered or been approved: retail and dealer sales are shown apart. */
  dealers: boolean
}

/** The instant a day in Italy begins (its midnight is 23:00 or 22:00 UTC the day before). */
export function italianMidnight(day: string): string {
  for (const hours of [1, 2]) {
    const at = Date.parse(`${day}T00:00:00Z`) - hours * 3_600_000
    if (italianDay(new Date(at)) === day && italianDay(new Date(at - 1)) !== day) return new Date(at).toISOString()
  }
  return `${day}T00:00:00.000Z`
}

const instants = (range: DayRange) => ({
  since: italianMidnight(range.from),
  until: italianMidnight(addDays(range.to, 1)),
})

/** `lang`: the operator's language, that of the products' names (the best sellers). */
export async function dashboardData(
  payload: Payload,
  kind: PeriodKind,
  now = new Date(),
  lang: Lang = 'it',
): Promise<Dashboard> {
  const today = italianDay(now)
  const ranges = periodRanges(kind, today)
  const chartDays = daysOf(ranges.chart)
  const previousChart = { from: addDays(ranges.chart.from, -chartDays.length), to: addDays(ranges.chart.from, -1) }
  const earliest = [ranges.previous.from, previousChart.from].sort()[0]
  const all = instants({ from: earliest, to: today })
  const cur = instants(ranges.current)
  const paid = [...PAID_STATUSES] as string[]

  const [
    orderRows,
    refundRows,
    sellers,
    carts,
    checkouts,
    counts,
    mailFailed,
    settings,
    products,
    runs,
    dealers,
    held,
    unmatched,
  ] = await Promise.all([
    orderFactsBetween(payload, all.since, all.until),
    refundsPerOrderSince(payload, all.since),
    bestSellers(payload, cur, paid, lang),
    payload.count({
      collection: 'carts',
      where: { updatedAt: { greater_than_equal: cur.since, less_than: cur.until } },
      overrideAccess: true,
    }),
    countOrdersCreatedBetween(payload, cur.since, cur.until),
    countOrdersInStatuses(payload, ['paid', 'accepted', 'needs-attention', 'withdrawn']),
    payload.count({ collection: 'mail-queue', where: { status: { equals: 'failed' } }, overrideAccess: true }),
    getShopSettings(),
    payload.find({
      collection: 'products',
      locale: 'it',
      limit: 1000,
      depth: 0,
      overrideAccess: true,
      select: { name: true, stock: true, instock: true, fragrance: true, weight: true },
    }),
    lastRuns(payload),
    payload.count({ collection: 'users', where: { 'dealer.status': { equals: 'active' } }, overrideAccess: true }),
    heldPayments(payload),
    unmatchedPayments(payload),
  ])

  const facts: OrderFact[] = orderRows.map((r) => ({
    id: r.id as number,
    day: italianDay(new Date(String(r.createdAt))),
    status: r.status as OrderStatus,
    totalCents: toCents(Number(r.total ?? 0)),
    trade: Boolean(r.trade),
  }))
  const refunds = new Map(refundRows.map((r) => [String(r.order), Number(r.cents)]))
  const byStatus = new Map(counts.map((r) => [String(r.status), Number(r.n)]))
  const current = totals(facts, refunds, ranges.current)
  const previous = totals(facts, refunds, ranges.previous)
  const previousDays = daysOf(previousChart)
  const last = runs.last
  return {
    kind,
    current,
    previous,
    ranges: { current: ranges.current, previous: ranges.previous },
    chart: {
      days: chartDays,
      net: dailyNet(facts, refunds, chartDays),
      previousDays,
      previousNet: dailyNet(facts, refunds, previousDays),
    },
    bestSellers: sellers,
    funnel: { carts: carts.totalDocs, checkouts, paid: current.orders },
    lowStock: { threshold: settings.lowStock, rows: lowStock(products.docs, settings.lowStock).slice(0, 8) },
    todo: {
      toShip: (byStatus.get('paid') ?? 0) + (byStatus.get('accepted') ?? 0),
      needsAttention: byStatus.get('needs-attention') ?? 0,
      held,
      unmatched,
      withdrawals: byStatus.get('withdrawn') ?? 0,
      mailFailed: mailFailed.totalDocs,
      unweighed: products.docs.filter((p) => !(typeof p.weight === 'number' && p.weight > 0)).length,
      backup: last ? { at: last.finishedAt ?? last.startedAt, ok: last.status === 'ok' } : null,
    },
    dealers: dealers.totalDocs > 0 || current.tradeOrders + previous.tradeOrders > 0,
  }
}

/** The held payments waiting for the operator (the oldest ten), with both amounts. */
async function heldPayments(payload: Payload) {
  return (await oldestHeldPayments(payload, 10)).map((o) => ({
    id: o.id,
    expectedCents: toCents(o.totalAmount),
    paidCents: paidCents(o),
  }))
}

/**
 * Paid events recorded without an order (webhook.ts), newest first, leaving out those whose payment
 * intent a later refund event (from Stripe's dashboard: no order either) gave back.
 */
async function unmatchedPayments(payload: Payload): Promise<Dashboard['todo']['unmatched']> {
  const paid = await payload.find({
    collection: 'payment-events',
    where: {
      and: [{ order: { exists: false } }, { type: { in: [...PAID_EVENT_TYPES] } }, { amount: { greater_than: 0 } }],
    },
    sort: '-createdAt',
    limit: 50,
    depth: 0,
    overrideAccess: true,
  })
  const intents = paid.docs.map((d) => d.paymentIntent).filter((p): p is string => Boolean(p))
  const refunded = intents.length
    ? await payload.find({
        collection: 'payment-events',
        where: { and: [{ paymentIntent: { in: intents } }, { type: { in: ['refund', ...REFUND_EVENT_TYPES] } }] },
        limit: 100,
        depth: 0,
        overrideAccess: true,
      })
    : { docs: [] }
  const back = new Set(refunded.docs.map((d) => d.paymentIntent))
  return paid.docs
    .filter((d) => !d.paymentIntent || !back.has(d.paymentIntent))
    .slice(0, 10)
    .map((d) => ({ event: d.eventId, session: d.session ?? '', cents: d.amount ?? 0, at: d.createdAt }))
}
