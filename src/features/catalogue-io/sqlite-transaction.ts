import { createClient, type Client, type InStatement } from '@libsql/client'
import { drizzle } from '@payloadcms/db-sqlite/drizzle/libsql'

/**
 * The import's transaction on SQLite: its own connection to the shop's file, opened for it and closed
 * after it (libsql's `client.transaction()` hands the client's connection to the transaction, never
 * closes it, and gives the client a new one without the shop's busy timeout: one leaked connection per
 * import, and the shop's writes refused at once afterwards).
 *
 * Waiting is bounded by the adapter's `busyTimeout` (payload.config.ts):
 * - another process (the command-line import, a second shop process): SQLite's busy timeout, on both
 *   sides — BEGIN IMMEDIATE and COMMIT wait for the other's lock instead of failing with SQLITE_BUSY;
 * - this process: libsql runs statements synchronously, so a write waiting inside SQLite would stop the
 *   very event loop the import needs to finish. The shop's writes on its own connection wait here instead,
 *   asynchronously, until the import's transaction ends (or the bound passes: then SQLite's own wait).
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

/** The bound when the adapter has none (ms). */
export const DEFAULT_WAIT_MS = 5_000
const WRITE = /^\s*(insert|update|delete|replace)\b/i
const GATED = Symbol.for('vetrina.catalogue-io.gated')

let running: Promise<void> | null = null

function boundedWait(what: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const bound = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms)
    timer.unref()
  })
  return Promise.race([what, bound]).finally(() => clearTimeout(timer))
}

/** The shop's own connection: its writes wait (asynchronously, bounded) while an import's transaction is open. */
function gateShopWrites(client: Client, ms: number) {
  const marked = client as Client & { [GATED]?: true }
  if (marked[GATED]) return
  marked[GATED] = true
  const execute = client.execute.bind(client) as (stmt: InStatement, args?: unknown) => ReturnType<Client['execute']>
  const batch = client.batch.bind(client)
  const writes = (stmt: InStatement) => WRITE.test(typeof stmt === 'string' ? stmt : stmt.sql)
  Object.assign(client, {
    async execute(stmt: InStatement, args?: unknown) {
      if (running && writes(stmt)) await boundedWait(running, ms)
      return execute(stmt, args)
    },
    async batch(stmts: InStatement[], mode?: Parameters<Client['batch']>[1]) {
      if (running && mode !== 'read') await boundedWait(running, ms)
      return batch(stmts, mode)
    },
  })
}

export async function sqliteTransaction<T>(adapter: SqliteAdapter, run: (db: unknown) => Promise<T>): Promise<T> {
  const ms = adapter.busyTimeout || DEFAULT_WAIT_MS
  gateShopWrites(adapter.client, ms)
  // One import at a time in this process (a second one's BEGIN would wait inside SQLite, stopping this one).
  const before = running
  let end!: () => void
  const mine = new Promise<void>((resolve) => (end = resolve))
  running = before ? before.then(() => mine) : mine
  const chained = running
  try {
    if (before) await boundedWait(before, ms)
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
