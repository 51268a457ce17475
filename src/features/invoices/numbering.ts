import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import { env } from '@/lib/env'
import { formatInvoiceNumber } from './invoice-number'

/**
 * A document of the e-invoice series (invoices and credit notes share it): the row that takes the
 * number and the column that holds it; `also` are columns written with the number (the credit note's
 * date); `claim` a status move that must win for the number to be taken (the order's move to paid).
 */
export type NumberedDocument = {
  table: 'orders' | 'payment_events'
  id: number | string
  column: 'invoice_number' | 'credit_note'
  also?: Record<string, string>
  claim?: { column: 'status'; from: string; to: string }
}

/**
 * What happened: `claimed` is false when the claim lost or the row is gone (nothing written, no number
 * taken); `number` is the document's number (taken now when `taken`, or found).
 */
export type Numbered = { claimed: boolean; taken: boolean; number: string | null }

/**
 * The next number of the year's series, taken and written into its document in ONE transaction — with
 * the document's status move when there is one — so that nothing can come between them: not another
 * process (no duplicates), not a refused or lost race (no number consumed: no gaps), not a crash or a
 * `kill -9` (either all of it is on disk or none of it: never a paid order without its number, never a
 * number taken and lost). A document that already has its number keeps it (the call answers it), so a
 * retry or a repair can call this again safely.
 *
 * SQLite: one `batch` on the adapter's connection (BEGIN IMMEDIATE … COMMIT, run without yielding to
 * other requests); each statement runs only when the one before changed its row (`changes()`).
 * PostgreSQL: a transaction on one pooled connection; the claim's UPDATE locks the row, so a second
 * mover waits and then finds the status gone. ADR 0021.
 */
export async function numberDocument(payload: Payload, year: number, doc: NumberedDocument): Promise<Numbered> {
  return env.usePostgres ? numberOnPostgres(payload, year, doc) : numberOnSqlite(payload, year, doc)
}

type Statement = { sql: string; args: (string | number)[] }
type LibsqlClient = {
  batch(stmts: Statement[], mode: 'write'): Promise<{ rowsAffected: number; rows: Record<string, unknown>[] }[]>
}

const q = (name: string) => `"${name}"`

/**
 * The series' format of `formatInvoiceNumber` (2026/0001) in SQLite's SQL; the numbering test past 9999
 * (tests/integration/invoice-numbering.test.ts) holds the two equal.
 */
const SQLITE_NUMBER_FORMAT = `printf('%d/%04d', ?, (SELECT "last" FROM "invoice_counters" WHERE "year" = ?))`

async function numberOnSqlite(payload: Payload, year: number, doc: NumberedDocument): Promise<Numbered> {
  const client = (payload.db as unknown as { client: LibsqlClient }).client
  const now = new Date().toISOString()
  const [t, col] = [q(doc.table), q(doc.column)]
  const also = Object.entries(doc.also ?? {})
  const stmts: Statement[] = []
  if (doc.claim) {
    const c = q(doc.claim.column)
    stmts.push({
      sql: `UPDATE ${t} SET ${c} = ?, "updated_at" = ? WHERE "id" = ? AND ${c} = ?`,
      args: [doc.claim.to, now, doc.id, doc.claim.from],
    })
  }
  stmts.push(
    {
      sql:
        `INSERT INTO "invoice_counters" ("year", "last", "updated_at", "created_at") SELECT ?, 1, ?, ? ` +
        `WHERE ${doc.claim ? 'changes() = 1 AND ' : ''}EXISTS (SELECT 1 FROM ${t} WHERE "id" = ? AND ${col} IS NULL) ` +
        `ON CONFLICT ("year") DO UPDATE SET "last" = "last" + 1, "updated_at" = excluded."updated_at"`,
      args: [year, now, now, doc.id],
    },
    {
      sql:
        `UPDATE ${t} SET ${col} = ${SQLITE_NUMBER_FORMAT}${also.map(([k]) => `, ${q(k)} = ?`).join('')} ` +
        `WHERE "id" = ? AND ${col} IS NULL AND changes() = 1`,
      args: [year, year, ...also.map(([, v]) => v), doc.id],
    },
    { sql: `SELECT ${col} AS "number" FROM ${t} WHERE "id" = ?`, args: [doc.id] },
  )
  const results = await client.batch(stmts, 'write')
  const found = results.at(-1)!.rows[0]
  const claimed = doc.claim ? results[0]!.rowsAffected === 1 : Boolean(found)
  const taken = results.at(-2)!.rowsAffected === 1
  return { claimed, taken, number: (found?.number as string | null | undefined) ?? null }
}

type PgTx = { execute(query: unknown): Promise<{ rows: Record<string, unknown>[] }> }
type PgDb = { transaction<T>(fn: (tx: PgTx) => Promise<T>): Promise<T> }

async function numberOnPostgres(payload: Payload, year: number, doc: NumberedDocument): Promise<Numbered> {
  const drizzle = (payload.db as unknown as { drizzle: PgDb }).drizzle
  const now = new Date().toISOString()
  const [t, col] = [sql.identifier(doc.table), sql.identifier(doc.column)]
  return drizzle.transaction(async (tx) => {
    const own = doc.claim
      ? await tx.execute(
          sql`UPDATE ${t} SET ${sql.identifier(doc.claim.column)} = ${doc.claim.to}, "updated_at" = ${now}
              WHERE "id" = ${doc.id} AND ${sql.identifier(doc.claim.column)} = ${doc.claim.from}
              RETURNING ${col} AS "number"`,
        )
      : await tx.execute(sql`SELECT ${col} AS "number" FROM ${t} WHERE "id" = ${doc.id} FOR UPDATE`)
    const row = own.rows[0]
    if (!row) return { claimed: false, taken: false, number: null }
    if (row.number) return { claimed: true, taken: false, number: String(row.number) }
    const taken = await tx.execute(
      sql`INSERT INTO "invoice_counters" ("year", "last", "updated_at", "created_at") VALUES (${year}, 1, ${now}, ${now})
          ON CONFLICT ("year") DO UPDATE SET "last" = "invoice_counters"."last" + 1, "updated_at" = ${now}
          RETURNING "last"`,
    )
    const number = formatInvoiceNumber(year, Number(taken.rows[0]!.last))
    const also = Object.entries(doc.also ?? {}).map(([k, v]) => sql`, ${sql.identifier(k)} = ${v}`)
    await tx.execute(sql`UPDATE ${t} SET ${col} = ${number}${sql.join(also, sql``)} WHERE "id" = ${doc.id}`)
    return { claimed: true, taken: true, number }
  })
}
