import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postgresDumpToSqlite, sqliteToPostgres } from '@/features/backup/move'
import { env } from '@/lib/env'
import { migrateAll } from '../support/old-shop'
import { shop } from './helpers'

/**
 * Issue 52 (ADR 0036): a shop moved between the databases (a restore into the other kind) carries how far
 * each table's ids have gone, not only its highest row: the id of a newest row deleted before the move
 * is not given again after it.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vetrina-id-moves-'))
const made: string[] = []

/** An empty PostgreSQL database with the test database's schema (no rows, fresh sequences). */
function emptyPostgres(): string {
  const url = new URL(env.databaseUrl!)
  const name = `vetrina_ids_move_${Date.now()}_${made.length}`
  execFileSync('createdb', ['-h', url.hostname, '-p', url.port || '5432', '-U', url.username, name])
  made.push(name)
  const target = new URL(env.databaseUrl!)
  target.pathname = `/${name}`
  const schema = execFileSync('pg_dump', ['--schema-only', '--no-owner', env.databaseUrl!], { maxBuffer: 64 << 20 })
  execFileSync('psql', ['-q', '-v', 'ON_ERROR_STOP=1', target.toString()], {
    input: schema,
    stdio: ['pipe', 'ignore', 'pipe'],
  })
  return target.toString()
}

async function emptySqlite(name: string) {
  const file = path.join(dir, name)
  const client = createClient({ url: `file:${file}` })
  await migrateAll(client)
  return { file, client }
}

const ORDER = "INSERT INTO orders (email, subtotal, shipping_fee, total_amount) VALUES ('move@example.com', 1, 0, 1)"

// The test database's schema (migrated by the shop's first start) is what the empty targets copy.
beforeAll(async () => {
  if (env.usePostgres) await shop()
})

afterAll(() => {
  const url = env.databaseUrl ? new URL(env.databaseUrl) : null
  for (const name of made)
    execFileSync('dropdb', ['--if-exists', '-h', url!.hostname, '-p', url!.port || '5432', '-U', url!.username, name])
})

describe.runIf(env.usePostgres)('moving a shop between the databases keeps its ids going forward', () => {
  it('SQLite → PostgreSQL: the newest order deleted before the move does not lend its id to the next one', async () => {
    const { file, client } = await emptySqlite('from.db')
    let deleted = 0
    for (let i = 0; i < 5; i++) deleted = Number((await client.execute(ORDER)).lastInsertRowid)
    await client.execute({ sql: 'DELETE FROM orders WHERE id = ?', args: [deleted] })
    client.close()
    const url = emptyPostgres()
    await sqliteToPostgres(file, url)
    const db = new pg.Client({ connectionString: url })
    await db.connect()
    try {
      expect(Number((await db.query('SELECT count(*) AS n FROM orders')).rows[0].n)).toBe(4)
      const { rows } = await db.query(`${ORDER} RETURNING id`)
      expect(Number(rows[0].id)).toBeGreaterThan(deleted)
    } finally {
      await db.end()
    }
  })

  it('PostgreSQL → SQLite: the same, from a dump whose sequence went past its rows', async () => {
    const url = emptyPostgres()
    const db = new pg.Client({ connectionString: url })
    await db.connect()
    let deleted = 0
    try {
      for (let i = 0; i < 5; i++) deleted = Number((await db.query(`${ORDER} RETURNING id`)).rows[0].id)
      await db.query('DELETE FROM orders WHERE id = $1', [deleted])
    } finally {
      await db.end()
    }
    const dump = path.join(dir, 'shop.pgdump')
    execFileSync('pg_dump', ['-Fc', '--no-owner', '-f', dump, url])
    const { file, client } = await emptySqlite('to.db')
    client.close()
    await postgresDumpToSqlite(dump, file)
    const moved = createClient({ url: `file:${file}` })
    try {
      expect(Number((await moved.execute('SELECT count(*) AS n FROM orders')).rows[0]!.n)).toBe(4)
      expect(Number((await moved.execute(ORDER)).lastInsertRowid)).toBeGreaterThan(deleted)
    } finally {
      moved.close()
    }
  })
})
