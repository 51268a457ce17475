import { describe, expect, it } from 'vitest'
import { seededProduct, shop } from './helpers'

/** The field errors of a refused write (Payload's ValidationError). */
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'accepted',
    (err: { data?: { errors?: { path: string; message: string }[] } }) => err.data?.errors ?? [],
  )
const slugRefused = [expect.objectContaining({ path: 'url', message: expect.stringMatching(/minuscole.*Lower-case/) })]

/** Issue 37: a product's address (`url`) follows the rule its /cms description states, on every write. */
describe('product address', () => {
  it('refuses a dot, a slash or capitals on update and on create, and keeps what matched', async () => {
    const payload = await shop()
    const p = await seededProduct('vaso-onda')
    for (const url of ['vaso.onda', 'vaso/onda', 'Vaso-Onda', 'vaso onda'])
      expect(
        await refusal(payload.update({ collection: 'products', id: p.id, data: { url }, overrideAccess: true })),
      ).toEqual(slugRefused)
    expect((await seededProduct('vaso-onda')).url).toBe('vaso-onda')
    const copy: Record<string, unknown> = { ...p }
    for (const k of ['id', 'createdAt', 'updatedAt']) delete copy[k]
    const created = payload.create({
      collection: 'products',
      data: { ...copy, url: 'nuovo.vaso', sku: 'X-1' } as never,
      overrideAccess: true,
    })
    expect(await refusal(created)).toEqual(slugRefused)
    // Every seeded product's address already follows the rule: nothing to migrate.
    const all = await payload.find({
      collection: 'products',
      limit: 0,
      pagination: false,
      overrideAccess: true,
      draft: true,
    })
    expect(all.docs.every((d) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(d.url))).toBe(true)
  })
})
