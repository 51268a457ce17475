import { describe, expect, it } from 'vitest'
import { eventsOf } from './after-commit'
import { shop } from './helpers'

// A /cms save of a global (the shop settings: shipping rates, page size, free-shipping texts) or of a
// picture runs in a Payload transaction on PostgreSQL. Its revalidation must come after the COMMIT: a
// page read between a revalidation and the commit caches the old settings again until the next save.
// SQLite's saves run without one; the test gives them one (after-commit.ts) to see the order on both.

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
    expect(events).toContain('revalidate global:shop-settings')
    expect(events).toContain('commit')
    expect(events.lastIndexOf('revalidate global:shop-settings')).toBeGreaterThan(events.lastIndexOf('commit'))
  })
})
