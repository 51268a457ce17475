import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import { formatInvoiceNumber } from './vat'

type Counters = { year: never; last: never }
type Db = {
  insert(t: unknown): {
    values(v: unknown): {
      onConflictDoUpdate(c: unknown): { returning(r: unknown): Promise<{ last: number | string }[]> }
    }
  }
}

/**
 * The next number of the year's e-invoice series (invoices and credit notes share it), from the
 * database in one statement (insert the year's counter or add one to it, and read the result), so that
 * processes never hand out the same number. Callers take it only once they own the document: an
 * invoice after the order's move to paid was claimed (`transition`'s `afterClaim`), a credit note after
 * its refund's ledger row was written — a refused or lost race never consumes a number: no gaps.
 */
export async function nextInvoiceNumber(payload: Payload, year: number): Promise<string> {
  const { drizzle, tables } = payload.db as unknown as { drizzle: Db; tables: Record<string, Counters> }
  const t = tables.invoice_counters
  const now = new Date().toISOString()
  const rows = await drizzle
    .insert(t)
    .values({ year, last: 1, updatedAt: now, createdAt: now })
    .onConflictDoUpdate({ target: t.year, set: { last: sql`${t.last} + 1`, updatedAt: now } })
    .returning({ last: t.last })
  return formatInvoiceNumber(year, Number(rows[0]!.last))
}
