import { formatDate } from '@/i18n/config'
import type { Messages } from '@/i18n/messages'
import { regimeSplit, storedRegime } from '@/features/tax'
import { csvDocument } from '@/lib/csv'
import { countryIso } from '@/lib/geo'
import type { AuditLog, DiscountCode, Order, Subscriber, User } from '@/payload-types'

/** What the operator's CSV exports read of each record (pure: the rows are passed in). */
export type OrderRow = Pick<
  Order,
  | 'id'
  | 'createdAt'
  | 'status'
  | 'email'
  | 'items'
  | 'shippingFee'
  | 'totalAmount'
  | 'invoiceNumber'
  | 'billingData'
  | 'vat'
  | 'discount'
  | 'discountCode'
>
export type CustomerRow = Pick<User, 'email' | 'firstName' | 'lastName' | 'createdAt' | 'verified'> & { orders: number }
export type SubscriberRow = Pick<Subscriber, 'email' | 'lang' | 'confirmedAt'>
export type RequestRow = {
  kind: 'contact' | 'business'
  createdAt: string
  handling: string
  name: string
  email: string
  /** The form's fields under their labels (features/forms/submissions.requestEntries). */
  entries: (readonly [string, string])[]
}

const statusName = (t: Messages, s: string | null | undefined) =>
  (t.account.statuses as Record<string, string>)[s ?? 'pending'] ?? s ?? ''

/** One row an order: taxable and VAT split by the order's own VAT regime, the lines in one cell. */
export function ordersCsv(orders: OrderRow[], t: Messages): string {
  const h = t.operator.csv
  const rows = orders.map((o) => {
    const b = o.billingData ?? {}
    const { taxable, vat } = regimeSplit(o.totalAmount, storedRegime(o.vat))
    const lines = (o.items ?? [])
      .map((i) => `${i.quantity} × ${i.name}${i.fragrance ? ` (${i.fragrance})` : ''}${i.sets ? ` [${i.sets}]` : ''}`)
      .join(' | ')
    return [
      String(o.id),
      formatDate(o.createdAt),
      [b.firstName, b.lastName].filter(Boolean).join(' '),
      b.azienda ?? '',
      o.email,
      countryIso(b.country) ?? b.country ?? '',
      lines,
      taxable,
      vat,
      o.shippingFee,
      o.totalAmount,
      statusName(t, o.status),
      o.invoiceNumber ?? '',
      o.discountCode ?? '',
      o.discount ?? 0,
    ]
  })
  return csvDocument(
    [
      h.order,
      h.date,
      h.customer,
      h.company,
      h.email,
      h.country,
      h.lines,
      h.taxable,
      h.vat,
      h.shipping,
      h.total,
      h.status,
      h.invoice,
      h.code,
      h.discount,
    ],
    rows,
  )
}

/** A discount code with what it did: uses (held and paid), and the paid orders' count, discount and revenue. */
export type CodeRow = Pick<
  DiscountCode,
  'code' | 'kind' | 'percent' | 'amount' | 'minSubtotal' | 'starts' | 'ends' | 'maxUses' | 'maxPerCustomer' | 'uses'
> & { paidOrders: number; discountGiven: number; revenue: number }

export function codesCsv(codes: CodeRow[], t: Messages): string {
  const h = t.operator.csv
  return csvDocument(
    [
      h.code,
      h.kind,
      h.value,
      h.minimum,
      h.from,
      h.until,
      h.maxUses,
      h.perCustomer,
      h.uses,
      h.paidOrders,
      h.discount,
      h.total,
    ],
    codes.map((c) => [
      c.code,
      h.codeKinds[c.kind],
      c.kind === 'percent' ? `${c.percent ?? 0}%` : c.kind === 'amount' ? (c.amount ?? 0) : '',
      c.minSubtotal ?? '',
      c.starts ? formatDate(c.starts) : '',
      c.ends ? formatDate(c.ends) : '',
      c.maxUses ?? '',
      c.maxPerCustomer ?? '',
      String(c.uses ?? 0),
      String(c.paidOrders),
      c.discountGiven,
      c.revenue,
    ]),
  )
}

export function customersCsv(users: CustomerRow[], t: Messages): string {
  const h = t.operator.csv
  return csvDocument(
    [h.email, h.firstName, h.lastName, h.verified, h.registered, h.orders],
    users.map((u) => [
      u.email,
      u.firstName ?? '',
      u.lastName ?? '',
      u.verified ? h.yes : h.no,
      formatDate(u.createdAt),
      String(u.orders),
    ]),
  )
}

/** Confirmed subscribers only, with the day and time of their consent (the double opt-in's confirmation). */
export function subscribersCsv(subs: SubscriberRow[], t: Messages): string {
  const h = t.operator.csv
  return csvDocument(
    [h.email, h.language, h.consent],
    subs.map((s) => [s.email, s.lang ?? '', s.confirmedAt ?? '']),
  )
}

export function requestsCsv(reqs: RequestRow[], t: Messages): string {
  const h = t.operator.csv
  const o = t.operator
  return csvDocument(
    [h.date, h.kind, h.handling, h.customer, h.email, h.details],
    reqs.map((r) => [
      formatDate(r.createdAt),
      o.kinds[r.kind],
      (o.states as Record<string, string>)[r.handling] ?? r.handling,
      r.name,
      r.email,
      r.entries.map(([label, v]) => `${label}: ${v}`).join('\n'),
    ]),
  )
}

type AuditRow = Pick<AuditLog, 'at' | 'by' | 'ip' | 'target' | 'docId' | 'operation' | 'fields' | 'changes' | 'note'>

/** The audit log of a range of days: one row per change, its fields before → after as JSON. */
export function auditCsv(rows: AuditRow[], t: Messages): string {
  const h = t.operator.csv
  return csvDocument(
    [h.when, h.who, h.ip, h.target, h.document, h.operation, h.fields, h.changes, h.note],
    rows.map((r) => [
      r.at,
      r.by,
      r.ip ?? '',
      r.target,
      r.docId ?? '',
      r.operation,
      r.fields ?? '',
      JSON.stringify(r.changes ?? []),
      r.note ?? '',
    ]),
  )
}
