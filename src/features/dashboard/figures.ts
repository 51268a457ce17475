import { PAID_STATUSES } from '@/features/ops/server'
import type { OrderStatus } from '@/features/orders/server'
import { inRange, type DayRange } from './period'

/**
 * The dashboard's sums (issue 42). An order counts as a sale on the day it was placed (the day the
 * orders CSV lists it under) when it was paid at some point, or sold on a dealer's payment terms
 * (`PAID_STATUSES`, the same list /metrics uses); its refunds, whenever made, are taken off that day's
 * sale, so a period's figures are those of the CSV of the same days. Amounts in cents. Pure.
 */
export type OrderFact = { id: number | string; day: string; status: OrderStatus; totalCents: number; trade: boolean }

export type Totals = {
  orders: number
  grossCents: number
  refundedCents: number
  netCents: number
  /** The average sale before refunds (0 without orders). */
  averageCents: number
  retailNetCents: number
  tradeNetCents: number
  tradeOrders: number
}

export const isSale = (o: Pick<OrderFact, 'status'>) => PAID_STATUSES.includes(o.status)

export function totals(orders: OrderFact[], refunds: ReadonlyMap<string, number>, range: DayRange): Totals {
  const t: Totals = {
    orders: 0,
    grossCents: 0,
    refundedCents: 0,
    netCents: 0,
    averageCents: 0,
    retailNetCents: 0,
    tradeNetCents: 0,
    tradeOrders: 0,
  }
  for (const o of orders) {
    if (!isSale(o) || !inRange(o.day, range)) continue
    const refunded = Math.min(refunds.get(String(o.id)) ?? 0, o.totalCents)
    const net = o.totalCents - refunded
    t.orders += 1
    t.grossCents += o.totalCents
    t.refundedCents += refunded
    t.netCents += net
    if (o.trade) {
      t.tradeNetCents += net
      t.tradeOrders += 1
    } else t.retailNetCents += net
  }
  t.averageCents = t.orders ? Math.round(t.grossCents / t.orders) : 0
  return t
}

/** Net sales of each day (cents), in the order of `days`. */
export function dailyNet(orders: OrderFact[], refunds: ReadonlyMap<string, number>, days: string[]): number[] {
  const byDay = new Map(days.map((d) => [d, 0]))
  for (const o of orders) {
    if (!isSale(o) || !byDay.has(o.day)) continue
    byDay.set(o.day, byDay.get(o.day)! + o.totalCents - Math.min(refunds.get(String(o.id)) ?? 0, o.totalCents))
  }
  return days.map((d) => byDay.get(d)!)
}

/** The change from `before` to `now` in whole percent, or null when there was nothing before. */
export function change(now: number, before: number): number | null {
  if (!before) return null
  return Math.round(((now - before) / before) * 100)
}
