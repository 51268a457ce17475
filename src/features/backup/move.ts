import { spawn } from 'node:child_process'
import readline from 'node:readline'
import { createClient, type Client as Sqlite } from '@libsql/client'
import pg from 'pg'
import { copyParser, toPostgresValue, toSqliteValue } from './copy-text'

/**
 * Moving a shop between the two databases (issue 36): the target has the code's schema already (its
 * migrations applied by the caller), and the rows of every table the two have in common are copied
 * into it, converted value by value (copy-text.ts), in one transaction. The migrations table stays
 * the target's own. Afterwards the row counts of both sides are compared: a difference throws.
 */
const SKIP_TABLES = new Set(['payload_migrations'])
/**
 * Not copied: the migrations table (the target's own) and the search index, derived data whose tables
 * differ between the databases (FTS5 and its shadow tables / tsvector): the shop builds it again when it
 * starts with it empty (features/search/sync.ts).
 */
const SKIP = { has: (table: string) => SKIP_TABLES.has(table) || table.startsWith('search_index') }
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`
const BATCH = 200

type Counts = Record<string, number>

/** The tables of a PostgreSQL database, parents before children (by their foreign keys). */
async function pgTables(db: pg.ClientBase): Promise<{ order: string[]; columns: Map<string, Map<string, string>> }> {
  const cols = await db.query<{ table_name: string; column_name: string; data_type: string }>(
    `SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_schema = 'public'`,
  )
  const columns = new Map<string, Map<string, string>>()
  for (const c of cols.rows) {
    if (!columns.has(c.table_name)) columns.set(c.table_name, new Map())
    columns.get(c.table_name)!.set(c.column_name, c.data_type)
  }
  const fks = await db.query<{ child: string; parent: string }>(
    `SELECT conrelid::regclass::text AS child, confrelid::regclass::text AS parent
       FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace`,
  )
  const parents = new Map<string, Set<string>>()
  for (const { child, parent } of fks.rows)
    if (child !== parent)
      (parents.get(unq(child)) ?? parents.set(unq(child), new Set()).get(unq(child))!).add(unq(parent))
  const order: string[] = []
  const seen = new Set<string>()
  const visit = (t: string, path: Set<string>) => {
    if (seen.has(t) || path.has(t)) return
    path.add(t)
    for (const p of parents.get(t) ?? []) visit(p, path)
    seen.add(t)
    order.push(t)
  }
  for (const t of [...columns.keys()].sort()) visit(t, new Set())
  return { order, columns }
}
const unq = (regclass: string) => regclass.replace(/^public\./, '').replace(/^"|"$/g, '')

async function sqliteColumns(db: Sqlite): Promise<Map<string, Map<string, string>>> {
  const tables = await db.execute(
    `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND sql NOT LIKE 'CREATE VIRTUAL%'`,
  )
  const out = new Map<string, Map<string, string>>()
  for (const { name } of tables.rows as unknown as { name: string }[]) {
    const info = await db.execute(`PRAGMA table_info(${quote(name)})`)
    out.set(name, new Map((info.rows as unknown as { name: string; type: string }[]).map((c) => [c.name, c.type])))
  }
  return out
}

/** How far each AUTOINCREMENT table of an SQLite database has given ids (none before ADR 0036). */
async function sqliteSequences(db: Sqlite): Promise<Map<string, number>> {
  const has = await db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sqlite_sequence'")
  if (!has.rows.length) return new Map()
  const rows = (await db.execute('SELECT name, seq FROM sqlite_sequence')).rows
  return new Map(rows.map((r) => [String(r.name), Number(r.seq)]))
}

/** A dump's `SELECT pg_catalog.setval('public.<table>_id_seq', n, called);`: the highest id given. */
const SETVAL = /^SELECT pg_catalog\.setval\('(?:public\.)?"?(\w+)_id_seq"?', (\d+), (true|false)\);$/

/** An embedded shop's database file → a migrated, empty PostgreSQL database. Returns the rows copied per table. */
export async function sqliteToPostgres(sqliteFile: string, databaseUrl: string): Promise<Counts> {
  const source = createClient({ url: `file:${sqliteFile}` })
  const target = new pg.Client({ connectionString: databaseUrl })
  await target.connect()
  try {
    const from = await sqliteColumns(source)
    const { order, columns } = await pgTables(target)
    const tables = order.filter((t) => from.has(t) && !SKIP.has(t))
    const counts: Counts = {}
    const reached = await sqliteSequences(source)
    await target.query('BEGIN')
    await target.query(`TRUNCATE ${tables.map(quote).join(', ')} RESTART IDENTITY CASCADE`)
    for (const table of tables) {
      const types = columns.get(table)!
      const cols = [...from.get(table)!.keys()].filter((c) => types.has(c))
      const rows = (await source.execute(`SELECT ${cols.map(quote).join(', ')} FROM ${quote(table)}`)).rows
      counts[table] = rows.length
      for (let i = 0; i < rows.length; i += BATCH) {
        const batch = rows.slice(i, i + BATCH)
        const values: unknown[] = []
        const tuples = batch.map((row) => {
          const marks = cols.map((c, j) => {
            values.push(toPostgresValue(row[j], types.get(c)!))
            return `$${values.length}`
          })
          return `(${marks.join(', ')})`
        })
        await target.query(
          `INSERT INTO ${quote(table)} (${cols.map(quote).join(', ')}) VALUES ${tuples.join(', ')}`,
          values,
        )
      }
      // The next id continues after the copied ones, and after the ids the source already gave (its
      // newest rows deleted before the move): an id is never given twice (ADR 0036).
      if (types.get('id') === 'integer')
        await target.query(
          `SELECT setval(pg_get_serial_sequence($1, 'id'), GREATEST(COALESCE(MAX(id), 0), $2::bigint, 1),
                  GREATEST(COALESCE(MAX(id), 0), $2::bigint) > 0) FROM ${quote(table)}`,
          [quote(table), reached.get(table) ?? 0],
        )
    }
    await target.query('COMMIT')
    for (const table of tables) {
      const { rows } = await target.query<{ n: string }>(`SELECT count(*) AS n FROM ${quote(table)}`)
      if (Number(rows[0]!.n) !== counts[table])
        throw new Error(`${table}: ${counts[table]} rows in the archive, ${rows[0]!.n} in PostgreSQL`)
    }
    return counts
  } catch (err) {
    await target.query('ROLLBACK').catch(() => undefined)
    throw err
  } finally {
    source.close()
    await target.end()
  }
}

/** The lines of `pg_restore -f -` for a custom-format dump (no server needed). */
async function* dumpScript(dumpFile: string): AsyncGenerator<string> {
  const child = spawn('pg_restore', ['--no-owner', '--no-privileges', '-f', '-', dumpFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (d) => (stderr += d))
  const exited = new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? 1)))
  yield* readline.createInterface({ input: child.stdout, crlfDelay: Infinity })
  if ((await exited) !== 0) throw new Error(`pg_restore could not read the dump: ${stderr.trim()}`)
}

/** A PostgreSQL archive's dump → a migrated, empty SQLite database file. Returns the rows copied per table. */
export async function postgresDumpToSqlite(dumpFile: string, sqliteFile: string): Promise<Counts> {
  const target = createClient({ url: `file:${sqliteFile}` })
  try {
    const into = await sqliteColumns(target)
    const counts: Counts = {}
    // Foreign keys are checked once at the end (the dump's order is by name, not by parent).
    await target.execute('PRAGMA foreign_keys = OFF')
    const tx = await target.transaction('write')
    try {
      for (const t of [...into.keys()].filter((t) => !SKIP.has(t))) await tx.execute(`DELETE FROM ${quote(t)}`)
      const parser = copyParser()
      const given = new Map<string, number>()
      for await (const line of dumpScript(dumpFile)) {
        const setval = SETVAL.exec(line)
        if (setval) given.set(setval[1]!, Number(setval[2]) - (setval[3] === 'true' ? 0 : 1))
        const block = parser.line(line)
        const declared = block && into.get(block.table)
        if (!block || !declared || SKIP.has(block.table)) continue
        const keep = block.columns.map((c, i) => [c, i] as const).filter(([c]) => declared.has(c))
        const sql = `INSERT INTO ${quote(block.table)} (${keep.map(([c]) => quote(c)).join(', ')}) VALUES (${keep.map(() => '?').join(', ')})`
        for (let i = 0; i < block.rows.length; i += BATCH)
          await tx.batch(
            block.rows.slice(i, i + BATCH).map((row) => ({
              sql,
              args: keep.map(([c, j]) => toSqliteValue(row[j] ?? null, block.types[j]!, declared.get(c)!)),
            })),
          )
        counts[block.table] = block.rows.length
      }
      parser.end()
      // Each table's counter goes on from where PostgreSQL's sequence was, past deleted newest rows too.
      for (const [table, seq] of given)
        if (into.has(table) && !SKIP.has(table)) {
          await tx.execute({
            sql: 'INSERT INTO sqlite_sequence (name, seq) SELECT ?, 0 WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = ?)',
            args: [table, table],
          })
          await tx.execute({
            sql: 'UPDATE sqlite_sequence SET seq = ? WHERE name = ? AND seq < ?',
            args: [seq, table, seq],
          })
        }
      const broken = await tx.execute('PRAGMA foreign_key_check')
      if (broken.rows.length) throw new Error(`the moved rows break ${broken.rows.length} foreign keys`)
      for (const [table, rows] of Object.entries(counts)) {
        const n = Number((await tx.execute(`SELECT count(*) FROM ${quote(table)}`)).rows[0]![0])
        if (n !== rows) throw new Error(`${table}: ${rows} rows in the archive, ${n} in SQLite`)
      }
      await tx.commit()
    } finally {
      tx.close()
    }
    return counts
  } finally {
    target.close()
  }
}
