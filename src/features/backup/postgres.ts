import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import pg from 'pg'
import { pgCommandTarget } from './pg-connection'

/**
 * A PostgreSQL target of a restore (issue 36): empty means no table in its `public` schema; a forced
 * restore moves that schema aside (renamed `before_restore_<time>`, nothing deleted) and starts a new
 * one; a PostgreSQL archive goes in with pg_restore, a SQLite one is moved in by move.ts.
 */
async function withClient<T>(databaseUrl: string, run: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    return await run(db)
  } finally {
    await db.end()
  }
}

export const postgresIsEmpty = (databaseUrl: string) =>
  withClient(databaseUrl, async (db) => {
    const { rows } = await db.query<{ n: string }>(
      `SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = 'public'`,
    )
    return Number(rows[0]!.n) === 0
  })

/**
 * Renames `public` to `before_restore_<stamp>` and creates an empty `public`; returns the old schema's new
 * name. The extensions the shop's migrations created in `public` (pg_trgm, unaccent: the search) come
 * back into the new `public`: the archive's `CREATE EXTENSION IF NOT EXISTS` would otherwise find them
 * installed, elsewhere, and its search indexes could not name their operator class.
 */
export const movePostgresAside = (databaseUrl: string, stamp: string) =>
  withClient(databaseUrl, async (db) => {
    const aside = `before_restore_${stamp.replace(/\W/g, '_')}`.toLowerCase()
    await db.query('BEGIN')
    await db.query(`ALTER SCHEMA public RENAME TO "${aside}"`)
    await db.query('CREATE SCHEMA public')
    const { rows } = await db.query<{ extname: string }>(
      `SELECT e.extname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
        WHERE n.nspname = $1 AND e.extrelocatable`,
      [aside],
    )
    for (const { extname } of rows) await db.query(`ALTER EXTENSION "${extname.replace(/"/g, '""')}" SET SCHEMA public`)
    await db.query('COMMIT')
    return aside
  })

/**
 * pg_restore of the archive's custom-format dump into the (empty) database; stops at the first error.
 * The password goes in its environment, not its arguments (issue 52: any user reads those).
 */
export async function pgRestore(databaseUrl: string, dumpFile: string): Promise<void> {
  const target = pgCommandTarget(databaseUrl)
  await promisify(execFile)(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${target.dbname}`, dumpFile],
    { maxBuffer: 16 * 1024 * 1024, env: { ...process.env, ...target.env } },
  ).catch((err: Error & { stderr?: string }) => {
    throw new Error(`pg_restore failed: ${(err.stderr || err.message).trim()}`)
  })
}
