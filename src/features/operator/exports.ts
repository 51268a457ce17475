import type { Payload } from 'payload'
import { requestEntries } from '@/features/forms/server'
import type { Lang } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { italianDay } from '@/features/invoices/server'
import { allPages } from '@/lib/pages'
import { orderCountsByUser, ordersCreatedBetween, ordersWithCode } from '@/features/orders/server'
import { auditCsv, codesCsv, customersCsv, ordersCsv, requestsCsv, subscribersCsv, type OrderRow } from './export-csv'
import { sumMoney } from '@/lib/money'

export const EXPORT_KINDS = ['orders', 'customers', 'subscribers', 'requests', 'codes', 'audit'] as const
/** The exports of a range of days (`from`, `to`). */
export const RANGED_EXPORTS: readonly ExportKind[] = ['orders', 'audit']
export type ExportKind = (typeof EXPORT_KINDS)[number]
export const isExportKind = (v: unknown): v is ExportKind =>
  typeof v === 'string' && (EXPORT_KINDS as readonly string[]).includes(v)

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/
/** A range of days in Italy (YYYY-MM-DD, both included), or null when it is not one. */
export function dayRange(from: string | null, to: string | null): { from: string; to: string } | null {
  if (!from || !to || !DAY.test(from) || !DAY.test(to) || from > to) return null
  return { from, to }
}

const PAGE = 200
/**
 * Orders whose payment the shop kept, or sold on a dealer's payment terms (a refunded or cancelled one
 * is not a sale of the code).
 */
const PAID_STATUSES = ['accepted', 'paid', 'shipped', 'delivered', 'withdrawn'] as const
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString()

/** The orders placed on the days of the range (days in Italy), oldest first. */
async function ordersOf(payload: Payload, range: { from: string; to: string }): Promise<OrderRow[]> {
  // A day in Rome starts one or two hours before midnight UTC: read a day more on each side, then keep the range.
  const docs = await ordersCreatedBetween(payload, shift(range.from, -1), shift(range.to, 2))
  return docs.filter((o) => {
    const day = italianDay(o.createdAt)
    return day >= range.from && day <= range.to
  })
}

async function customers(payload: Payload) {
  const users = await allPages((page) =>
    payload.find({
      collection: 'users',
      where: { role: { equals: 'customer' } },
      sort: 'createdAt',
      page,
      limit: PAGE,
      depth: 0,
      overrideAccess: true,
    }),
  )
  const counts = await orderCountsByUser(payload)
  return users.map((u) => ({ ...u, orders: counts.get(u.id) ?? 0 }))
}

/** One export as a CSV file: its name and its text. */
export async function exportCsv(
  payload: Payload,
  kind: ExportKind,
  lang: Lang,
  range: { from: string; to: string } | null,
): Promise<{ fileName: string; csv: string }> {
  const t = messages[lang]
  const today = italianDay(new Date())
  switch (kind) {
    case 'orders': {
      const r = range ?? { from: today, to: today }
      return { fileName: `ordini-${r.from}_${r.to}.csv`, csv: ordersCsv(await ordersOf(payload, r), t) }
    }
    case 'audit': {
      const r = range ?? { from: today, to: today }
      // The entries' times are UTC instants: a day more on each side, then the days in Italy.
      const rows = await allPages((page) =>
        payload.find({
          collection: 'audit-log',
          where: { at: { greater_than_equal: shift(r.from, -1), less_than: shift(r.to, 2) } },
          sort: 'at',
          page,
          limit: PAGE,
          depth: 0,
          overrideAccess: true,
        }),
      )
      const kept = rows.filter((e) => italianDay(e.at) >= r.from && italianDay(e.at) <= r.to)
      return { fileName: `registro-modifiche-${r.from}_${r.to}.csv`, csv: auditCsv(kept, t) }
    }
    case 'customers':
      return { fileName: `clienti-${today}.csv`, csv: customersCsv(await customers(payload), t) }
    case 'subscribers': {
      const subs = await allPages((page) =>
        payload.find({
          collection: 'subscribers',
          where: { status: { equals: 'confirmed' } },
          sort: 'confirmedAt',
          page,
          limit: PAGE,
          depth: 0,
          overrideAccess: true,
        }),
      )
      return { fileName: `newsletter-${today}.csv`, csv: subscribersCsv(subs, t) }
    }
    case 'codes': {
      const codes = await allPages((page) =>
        payload.find({ collection: 'discount-codes', sort: 'code', page, limit: PAGE, depth: 0, overrideAccess: true }),
      )
      const orders = await ordersWithCode(payload, PAID_STATUSES)
      const byCode = Map.groupBy(orders, (o) => o.discountCode)
      const rows = codes.map((c) => {
        const mine = byCode.get(c.code) ?? []
        return {
          ...c,
          paidOrders: mine.length,
          // The code's share only, not the offers' (orders from before it was kept apart: their discount).
          discountGiven: sumMoney(mine.map((o) => o.codeDiscount ?? o.discount ?? 0)),
          revenue: sumMoney(mine.map((o) => o.totalAmount ?? 0)),
        }
      })
      return { fileName: `codici-sconto-${today}.csv`, csv: codesCsv(rows, t) }
    }
    case 'requests': {
      const subs = await allPages((page) =>
        payload.find({
          collection: 'submissions',
          sort: '-createdAt',
          page,
          limit: PAGE,
          depth: 0,
          overrideAccess: true,
        }),
      )
      const rows = subs.map((s) => ({
        kind: s.kind,
        createdAt: s.createdAt,
        handling: s.handling ?? 'new',
        name: s.name ?? '',
        email: s.email,
        entries: requestEntries(s.kind, s.data, lang),
      }))
      return { fileName: `richieste-${today}.csv`, csv: requestsCsv(rows, t) }
    }
  }
}
