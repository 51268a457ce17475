import { describe, expect, it, vi } from 'vitest'
import { log } from '@/lib/logger'
import { shop } from './helpers'

// A /cms save of a global (the shop settings: shipping rates, page size, free-shipping texts) or of a
// picture runs in a Payload transaction on PostgreSQL. Its revalidation must come after the COMMIT: a
// page read between a revalidation and the commit caches the old settings again until the next save.
// SQLite saves run without a transaction: the revalidation happens when the hook runs.

type Db = {
  beginTransaction: () => Promise<string | number | null>
  sessions?: Record<string, { resolve: () => Promise<void> }>
}

/** The order of the commits and the revalidations (logged as skipped outside Next) during `save`. */
async function eventsOf(save: () => Promise<unknown>): Promise<string[]> {
  const payload = await shop()
  const events: string[] = []
  const debug = vi.spyOn(log, 'debug').mockImplementation(((msg: string, fields?: { tag?: string }) => {
    if (msg === 'revalidate skipped') events.push(`revalidate ${fields?.tag}`)
  }) as never)
  const db = payload.db as unknown as Db
  const begin = db.beginTransaction.bind(db)
  const committed = vi.spyOn(db, 'beginTransaction').mockImplementation(async () => {
    const id = await begin()
    const session = id ? db.sessions?.[String(id)] : undefined
    if (session) {
      const resolve = session.resolve
      session.resolve = async () => {
        await resolve()
        events.push('commit')
      }
    }
    return id
  })
  try {
    await save()
  } finally {
    debug.mockRestore()
    committed.mockRestore()
  }
  return events
}

describe('revalidation after a /cms save of a global', () => {
  it('revalidates the shop settings’ pages after the save’s transaction is committed', async () => {
    const payload = await shop()
    const current = (await payload.findGlobal({ slug: 'shop-settings', overrideAccess: true })) as {
      pageSize?: number | null
    }
    const events = await eventsOf(() =>
      payload.updateGlobal({
        slug: 'shop-settings',
        overrideAccess: true,
        data: { pageSize: current.pageSize ?? 24 } as never,
      }),
    )
    const last = events.lastIndexOf('revalidate global:shop-settings')
    expect(events).toContain('revalidate global:shop-settings')
    if (events.includes('commit')) expect(last).toBeGreaterThan(events.lastIndexOf('commit'))
  })
})
