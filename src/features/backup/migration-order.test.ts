import { describe, expect, it } from 'vitest'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

/**
 * A backup names the newest migration its database applied by name (snapshot.ts lastMigration), and a
 * restore compares it with the last one the code lists (restore.ts checkSchema). Two schema changes made
 * side by side were once listed out of name order: every move between databases was then refused as
 * "older than this code's" (the restore drill, 28 November). The lists stay in name order.
 */
describe('the migrations as the code lists them', () => {
  it.each([
    ['SQLite', sqliteMigrations],
    ['PostgreSQL', postgresMigrations],
  ])('%s: in name order, so the last one listed is the newest a backup names', (_, list) => {
    const names = list.map((m) => m.name)
    expect(names).toEqual([...names].sort())
  })
})
