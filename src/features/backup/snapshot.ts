import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import { invoiceNumbers } from '@/features/orders/server'

/**
 * A consistent copy of the embedded SQLite database while the shop serves (issue 36): `VACUUM INTO`
 * writes the database as one read transaction sees it — never a copy of the open file, which can be
 * torn mid-write — compacted, into a new file that must not exist yet.
 */
export async function snapshotSqlite(payload: Payload, file: string): Promise<void> {
  const { drizzle } = payload.db as unknown as { drizzle: { run(q: unknown): Promise<unknown> } }
  await drizzle.run(sql.raw(`VACUUM INTO '${file.replace(/'/g, "''")}'`))
}

/** Rows per collection, for the manifest (and for comparing a restored shop with the original). */
export async function collectionCounts(payload: Payload): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const c of payload.config.collections) {
    const { totalDocs } = await payload.count({ collection: c.slug as never, overrideAccess: true })
    counts[c.slug] = totalDocs
  }
  return counts
}

/** The newest migration the database has applied (a restore of an older archive runs the ones after it). */
export async function lastMigration(payload: Payload): Promise<string> {
  const { docs } = await payload.find({
    collection: 'payload-migrations',
    sort: '-name',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return String((docs[0] as { name?: string } | undefined)?.name ?? '')
}

/** The years of the invoices the database holds (the ten-year rule of the retention). */
export async function invoiceYears(payload: Payload): Promise<number[]> {
  const numbers = await invoiceNumbers(payload)
  const years = new Set(numbers.map((n) => Number(n.slice(0, 4))).filter((y) => y >= 2000))
  return [...years].sort()
}
