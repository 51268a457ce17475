import { createClient, type Client, type InStatement } from '@libsql/client'
import { drizzle } from '@payloadcms/db-sqlite/drizzle/libsql'

/**
 * The import's transaction on SQLite: its own connection to the shop's file, opened for it and closed
 * after it (libsql's `client.transaction()` hands the client's connection to the transaction, never
 * closes it, and gives the client a new one without the shop's busy timeout: one leaked connection per
 * import, and the shop's writes refused at once afterwards).
 *
 * Waiting is bounded:
 * - another process (the command-line import, a second shop process): SQLite's busy timeout, the
 *   adapter's `busyTimeout` (payload.config.ts), on both sides — BEGIN IMMEDIATE and COMMIT wait for the
 *   other's lock instead of failing with SQLITE_BUSY;
 * - this process: libsql runs statements synchronously, so a write waiting inside SQLite would stop the
 *   very event loop the import needs to finish (and fail after the busy timeout). The shop's writes on
 *   its own connection, and a second import, wait here instead, asynchronously, until the import's
 *   transaction ends — at most `importWait` (an import of 1,000 rows takes under 30 s), then they are
 *   refused at once as busy rather than frozen in SQLite's wait.
 */
type SqliteAdapter = {
  client: Client
  clientConfig: { url: string }
  schema: Record<string, unknown>
  busyTimeout?: number
}

/** Opens the import's connections and counts them (tests: none is left open; each open one is closed). */
export const importConnections = {
  opened: 0,
  closed: 0,
  open(url: string): Client {
    this.opened += 1
    return createClient({ url })
  },
}

/** SQLite's busy timeout when the adapter has none (ms). */
export const DEFAULT_WAIT_MS = 5_000
/** How long this process's writes wait for an import's transaction (ms; tests set less). */
export const importWait = { ms: 60_000 }
const WRITE = /^\s*(insert|update|delete|replace)\b/i
const GATED = Symbol.for('vetrina.catalogue-io.gated')

let running: Promise<void> | null = null

/** Waits for `what`, at most `ms`; false when the bound passed first. */
function boundedWait(what: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const bound = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms)
    timer.unref()
  })
  return Promise.race([what.then(() => true), bound]).finally(() => clearTimeout(timer))
}

/** This process's write waits for the import's transaction; still open after the bound: refused as busy. */
async function afterImport(ms: number): Promise<void> {
  if (running && !(await boundedWait(running, ms)))
    throw Object.assign(new Error('SQLITE_BUSY: the catalogue import holds the database'), { code: 'SQLITE_BUSY' })
}

/** The shop's own connection: its writes wait (asynchronously, bounded) while an import's transaction is open. */
function gateShopWrites(client: Client) {
  const marked = client as Client & { [GATED]?: true }
  if (marked[GATED]) return
  marked[GATED] = true
  const execute = client.execute.bind(client) as (stmt: InStatement, args?: unknown) => ReturnType<Client['execute']>
  const batch = client.batch.bind(client)
  const writes = (stmt: InStatement) => WRITE.test(typeof stmt === 'string' ? stmt : stmt.sql)
  Object.assign(client, {
    async execute(stmt: InStatement, args?: unknown) {
      if (writes(stmt)) await afterImport(importWait.ms)
      return execute(stmt, args)
    },
    async batch(stmts: InStatement[], mode?: Parameters<Client['batch']>[1]) {
      if (mode !== 'read') await afterImport(importWait.ms)
      return batch(stmts, mode)
    },
  })
}

export async function sqliteTransaction<T>(adapter: SqliteAdapter, run: (db: unknown) => Promise<T>): Promise<T> {
  const ms = adapter.busyTimeout || DEFAULT_WAIT_MS
  gateShopWrites(adapter.client)
  // One import at a time in this process (a second one's BEGIN would wait inside SQLite, stopping this one).
  const before = running
  let end!: () => void
  const mine = new Promise<void>((resolve) => (end = resolve))
  running = before ? before.then(() => mine) : mine
  const chained = running
  try {
    if (before && !(await boundedWait(before, importWait.ms)))
      throw Object.assign(new Error('SQLITE_BUSY: another catalogue import holds the database'), {
        code: 'SQLITE_BUSY',
      })
    const client = importConnections.open(adapter.clientConfig.url)
    try {
      await client.execute(`PRAGMA busy_timeout = ${Math.trunc(ms)}`)
      const db = drizzle(client, { schema: adapter.schema as never })
      await client.execute('BEGIN IMMEDIATE')
      try {
        const result = await run(db)
        await client.execute('COMMIT')
        return result
      } catch (err) {
        await client.execute('ROLLBACK').catch(() => {})
        throw err
      }
    } finally {
      client.close()
      importConnections.closed += 1
    }
  } finally {
    end()
    if (running === chained) running = null
  }
}
