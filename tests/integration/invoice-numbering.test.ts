import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import { afterEach, describe, expect, it } from 'vitest'
import { invoiceYear } from '@/features/invoices/model'
import { numberDocument } from '@/features/invoices/numbering'
import { formatInvoiceNumber, invoiceNumberParts } from '@/features/invoices/invoice-number'
import { markOrderPaid } from '@/features/orders/fulfilment'
import { recordRefund } from '@/features/orders/refunds'
import { findOrder } from '@/features/orders/repository'
import { env } from '@/lib/env'
import { payOrder, pendingGuestOrder, shop } from './helpers'

// The restore drill kills the shop while customers pay (scripts/restore-drill.mjs): the move to paid
// and the invoice number must reach the disk together or not at all. A write that fails between them
// stands in for the kill here — deterministic, on both engines: a trigger refuses the number's write.

type Raw = { run?: (q: unknown) => Promise<unknown>; execute?: (q: unknown) => Promise<unknown> }
const raw = (payload: Payload, q: ReturnType<typeof sql>) => {
  const db = (payload.db as unknown as { drizzle: Raw }).drizzle
  return env.usePostgres ? db.execute!(q) : db.run!(q)
}

/**
 * Makes every write of a number into `column` of `table` fail on the rows whose `key` is `id`, as a full
 * or lost disk would.
 */
async function refuseWrites(payload: Payload, table: string, column: string, id: number, key = 'id') {
  if (env.usePostgres) {
    await raw(
      payload,
      sql.raw(`CREATE OR REPLACE FUNCTION vetrina_test_refuse() RETURNS trigger AS $$
        BEGIN RAISE EXCEPTION 'the disk is gone'; END $$ LANGUAGE plpgsql`),
    )
    await raw(
      payload,
      sql.raw(`CREATE TRIGGER vetrina_test_refuse BEFORE UPDATE OF ${column} ON ${table} FOR EACH ROW
        WHEN (NEW.${key} = ${Number(id)} AND NEW.${column} IS NOT NULL) EXECUTE FUNCTION vetrina_test_refuse()`),
    )
  } else {
    await raw(
      payload,
      sql.raw(`CREATE TRIGGER vetrina_test_refuse BEFORE UPDATE OF ${column} ON ${table}
        WHEN NEW.${key} = ${Number(id)} AND NEW.${column} IS NOT NULL BEGIN SELECT RAISE(ABORT, 'the disk is gone'); END`),
    )
  }
  return async () => {
    await raw(payload, sql.raw(`DROP TRIGGER vetrina_test_refuse${env.usePostgres ? ` ON ${table}` : ''}`))
  }
}

async function counter(payload: Payload, year = invoiceYear(new Date())): Promise<number> {
  const found = await payload.find({
    collection: 'invoice-counters',
    where: { year: { equals: year } },
    limit: 1,
    overrideAccess: true,
  })
  return Number(found.docs[0]?.last ?? 0)
}

let restore: (() => Promise<void>) | null = null
afterEach(async () => {
  await restore?.()
  restore = null
})

describe('the e-invoice series when a write fails halfway', () => {
  it('a paid order never lacks its number: the move to paid and the number are written together or not at all', async () => {
    const payload = await shop()
    const order = await pendingGuestOrder('numbering-fault', { invoice: true })
    const before = await counter(payload)
    restore = await refuseWrites(payload, 'orders', 'invoice_number', order.id)
    await expect(markOrderPaid(payload, order.id, null, order.checkoutSessionId!)).rejects.toThrow()
    const after = (await findOrder(payload, order.id))!
    expect(after.status).toBe('pending') // not paid without a number: the provider's retry will pay it
    expect(after.invoiceNumber ?? null).toBeNull()
    expect(await counter(payload)).toBe(before) // no number taken and lost: no gap
    await restore()
    restore = null
    const paid = await payOrder(order) // the provider delivers the payment again
    expect(paid.status).toBe('paid')
    expect(invoiceNumberParts(paid.invoiceNumber!).n).toBe(before + 1)
  })

  it('a refund whose credit note could not be written gets it, gapless, when the provider delivers it again', async () => {
    const payload = await shop()
    const order = await payOrder(await pendingGuestOrder('credit-fault', { invoice: true }))
    const refund = { id: `re_fault_${order.id}`, cents: 500, restock: {} }
    const before = await counter(payload)
    restore = await refuseWrites(payload, 'payment_events', 'credit_note', order.id, 'order_id')
    // The refund's ledger row is written, its credit note is not: what a crash between the two leaves.
    await expect(recordRefund(payload, order.id, refund)).rejects.toThrow()
    expect(await counter(payload)).toBe(before)
    await restore()
    restore = null
    // The provider delivers the refund again: the credit note is issued, with the next number.
    expect(await recordRefund(payload, order.id, refund)).toBe('already-recorded')
    const row = (
      await payload.find({
        collection: 'payment-events',
        where: { eventId: { equals: `refund:${refund.id}` } },
        overrideAccess: true,
      })
    ).docs[0]!
    expect(row.creditNote).toBe(formatInvoiceNumber(invoiceYear(new Date()), before + 1))
    expect(await counter(payload)).toBe(before + 1)
  })

  it('numbers past 9999 keep the series format, and a document keeps the number it has', async () => {
    const payload = await shop()
    const year = 2099
    await payload.create({ collection: 'invoice-counters', overrideAccess: true, data: { year, last: 9998 } })
    const order = await pendingGuestOrder('numbering-format', { invoice: true })
    const rows = []
    for (const n of [1, 2])
      rows.push(
        await payload.create({
          collection: 'payment-events',
          overrideAccess: true,
          data: {
            eventId: `refund:re_format_${order.id}_${n}`,
            type: 'refund',
            order: order.id,
            amount: 1,
            by: 'payment',
          },
        }),
      )
    const take = (id: number) =>
      numberDocument(payload, year, { table: 'payment_events', id, column: 'credit_note', also: {} })
    expect(await take(rows[0]!.id)).toEqual({ claimed: true, taken: true, number: formatInvoiceNumber(year, 9999) })
    expect(await take(rows[1]!.id)).toEqual({ claimed: true, taken: true, number: '2099/10000' })
    expect(await take(rows[0]!.id)).toEqual({ claimed: true, taken: false, number: '2099/9999' })
    expect(await counter(payload, year)).toBe(10000)
    for (const r of rows) await payload.delete({ collection: 'payment-events', id: r.id, overrideAccess: true })
    await payload.delete({ collection: 'invoice-counters', where: { year: { equals: year } }, overrideAccess: true })
  })
})
