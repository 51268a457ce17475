import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyImport, previewImport } from '@/features/catalogue-io/server'
import { seededProduct, shop } from './helpers'

// Issue 54's refusals of whole files ("wrong encoding, a missing column, 50 MB of garbage, a CSV with
// 100,000 rows get a clear refusal; nothing half-applied") and of a variant SKU another product has, in
// the file and in the database. Two products of their own, deleted afterwards.

const TAG = `${Date.now()}`.slice(-6)
const CATEGORY = `Prova CSVF ${TAG}`
const HEAD = 'sku;variant_sku;name_it;name_en;summary_it;summary_en;category;price;stock;status;weight_g;gtin'
const enc = (text: string) => new TextEncoder().encode(text)
const ids = { a: 0, b: 0 }
type Both = { price: number; fragrance: { sku: string | null }[] }

beforeAll(async () => {
  const payload = await shop()
  const base = await seededProduct('vaso-onda')
  const copy: Record<string, unknown> = { ...base }
  for (const k of ['id', 'createdAt', 'updatedAt', 'sets', 'fragrance', 'stockAlerts']) delete copy[k]
  for (const n of ['a', 'b'] as const) {
    const p = await payload.create({
      collection: 'products',
      overrideAccess: true,
      locale: 'it',
      data: {
        ...copy,
        url: `prova-csvf-${TAG}-${n}`,
        sku: `CSVF${TAG}-${n.toUpperCase()}`,
        name: `Prova ${n}`,
        category: CATEGORY,
        price: 40,
        stock: 10,
        fragrance: [{ name: 'Lavanda', stock: 3, sku: `CSVF${TAG}-${n.toUpperCase()}-V1` }],
        _status: 'published',
      } as never,
    })
    ids[n] = p.id
  }
})
afterAll(async () => {
  await (await shop()).delete({ collection: 'products', where: { sku: { like: `CSVF${TAG}` } }, overrideAccess: true })
})

const both = async (id: number) =>
  (await shop()).findByID({
    collection: 'products',
    id,
    locale: 'all',
    depth: 0,
    overrideAccess: true,
  }) as unknown as Promise<Both>
const refusalsOf = async (csv: string | Uint8Array) =>
  (await previewImport(await shop(), { csv: typeof csv === 'string' ? enc(csv) : csv })).refusals

describe('refused whole files and shared variant SKUs', () => {
  it('refuses a missing column, another encoding, 50 MB of garbage and 100,000 rows as whole files', async () => {
    expect(await refusalsOf(`variant_sku;name_it\n;Prova`)).toEqual([
      { line: 1, reason: 'Manca la colonna obbligatoria «sku».', en: 'The required column «sku» is missing.' },
    ])
    const latin1 = Uint8Array.from([...`${HEAD}\nX1;;Caff`].map((c) => c.charCodeAt(0)).concat([0xe8, 0x0a]))
    expect((await refusalsOf(latin1))[0]!.reason).toMatch(/^Il file non è in UTF-8/)
    const garbage = new Uint8Array(50 * 1024 * 1024).map((_, i) => (i * 7919) % 251)
    expect(await refusalsOf(garbage)).toMatchObject([
      { line: 0, reason: expect.stringMatching(/troppo grande \(50\.0 MB\)/) },
    ])
    const many = [HEAD, ...Array.from({ length: 100_000 }, (_, i) => `R${i};;N;N;;;${CATEGORY};1,00;1;draft;;`)].join(
      '\n',
    )
    expect(await refusalsOf(many)).toMatchObject([
      { line: 0, reason: expect.stringContaining('più di 20.000 righe'), en: expect.stringContaining('20,000 rows') },
    ])
    expect((await refusalsOf(`${HEAD}\nX;;"aperte;N;;;${CATEGORY};1;1;draft;;`))[0]!.reason).toMatch(
      /^CSV non leggibile/,
    )
  })

  it('applies nothing of a refused whole file: a missing column, another encoding, garbage, too many rows', async () => {
    const payload = await shop()
    const before = (await both(ids.b)).price
    const good = `CSVF${TAG}-B;;Prova 2;Test 2;;;${CATEGORY};${before + 7},00;10;published;;`
    const files = [
      enc(`variant_sku;price\n;${before + 7},00`),
      Uint8Array.from([...`${HEAD}\n${good}\nX1;;Caff`].map((c) => c.charCodeAt(0)).concat([0xe8, 0x0a])),
      new Uint8Array(11 * 1024 * 1024).map((_, i) => (i * 7919) % 251),
      enc(
        [HEAD, good, ...Array.from({ length: 20_000 }, (_, i) => `R${i};;N;N;;;${CATEGORY};1,00;1;draft;;`)].join('\n'),
      ),
      enc(`${HEAD}\n${good}\nX;;"aperte;N;;;${CATEGORY};1;1;draft;;`),
    ]
    for (const csv of files) {
      const done = await applyImport(payload, { csv }, { by: 'test' })
      expect(done).toMatchObject({ ok: false, refusals: [expect.objectContaining({ reason: expect.any(String) })] })
    }
    expect((await both(ids.b)).price).toBe(before)
    const count = await payload.count({ collection: 'products', where: { sku: { like: 'R1' } }, overrideAccess: true })
    expect(count.totalDocs).toBe(0)
  })

  it('refuses a variant SKU that another product of the shop already has, and the database refuses it too', async () => {
    const payload = await shop()
    const other = await both(ids.a)
    const taken = other.fragrance.find((f) => f.sku)!.sku!
    const file = [HEAD, `CSVF${TAG}-B;${taken};Menta;Mint;;;;;3;;;`].join('\n')
    expect(await refusalsOf(file)).toEqual([
      {
        line: 2,
        sku: `CSVF${TAG}-B`,
        reason: expect.stringContaining(`«${taken}» è già di un altro prodotto del negozio («CSVF${TAG}-A»)`),
        en: expect.stringContaining(`«${taken}» already belongs to another product in the shop`),
      },
    ])
    expect(await applyImport(payload, { csv: enc(file) }, { by: 'test' })).toMatchObject({ ok: false })
    expect((await both(ids.b)).fragrance.map((f) => f.sku)).not.toContain(taken)
    // The database's unique index: a save that would give the SKU to a second variant fails as a whole.
    await expect(
      payload.update({
        collection: 'products',
        id: ids.b,
        overrideAccess: true,
        data: { fragrance: [{ name: 'Menta', sku: taken }] } as never,
      }),
    ).rejects.toThrow()
    expect((await both(ids.b)).fragrance.map((f) => f.sku)).not.toContain(taken)
  })
})
