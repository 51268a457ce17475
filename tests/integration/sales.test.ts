import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getPublishedProducts } from '@/features/products/data'
import { quote } from '@/features/cart/cart-service'
import { createPendingOrder } from '@/features/checkout/create-order'
import { typedCode } from '@/features/pricing/redemptions'
import type { Product } from '@/payload-types'
import { deleteOrders, italianBilling, seededProduct, shop } from './helpers'

// Issue 38, sale prices: the shop records every price change and computes the 30-day previous price
// from it; a sale sets the price the catalogue, the cart and the checkout charge.

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'accepted',
    (err: { data?: { errors?: { path: string; message: string }[] }; message?: string }) =>
      err.data?.errors?.map((e) => e.path) ?? err.message,
  )

let n = 0
const created: number[] = []
const codes: number[] = []
const orderIds: (number | string)[] = []
// The shop (a fresh database, migrated and seeded) starts under the hooks' longer timeout.
beforeAll(async () => {
  await shop()
})
// The products made here go again: other files read the whole catalogue (its categories, its count),
// and on PostgreSQL every file shares one database.
afterAll(async () => {
  const payload = await shop()
  await deleteOrders(orderIds)
  for (const id of codes) await payload.delete({ collection: 'discount-codes', id, overrideAccess: true })
  for (const id of created) await payload.delete({ collection: 'products', id, overrideAccess: true })
})

/** A new published product of its own (no other test sells it), priced 40 € and 100 € for a set of 3. */
async function newProduct(): Promise<Product> {
  const payload = await shop()
  const base = await seededProduct('vaso-onda')
  n += 1
  const copy: Record<string, unknown> = { ...base }
  for (const k of ['id', 'createdAt', 'updatedAt', 'sets', 'fragrance']) delete copy[k]
  const product = (await payload.create({
    collection: 'products',
    overrideAccess: true,
    data: {
      ...copy,
      url: `vaso-saldi-${n}-${Date.now()}`,
      sku: `SALE-${n}`,
      price: 40,
      sets: [{ number: 3, price: 100 }],
      _status: 'published',
    } as never,
  })) as Product
  created.push(product.id)
  return product
}

const history = async (id: number) =>
  (
    await (
      await shop()
    ).find({
      collection: 'price-history',
      where: { product: { equals: id } },
      sort: ['from', 'set'],
      overrideAccess: true,
    })
  ).docs.map((r) => [r.set, r.price])

const view = async (id: number) => (await getPublishedProducts('it')).find((p) => p.id === String(id))!

const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString()

describe('price history', () => {
  it('is recorded on every published price change, of the piece and of each set; drafts are not prices', async () => {
    const payload = await shop()
    const p = await newProduct()
    expect(await history(p.id)).toEqual([
      [0, 40],
      [3, 100],
    ])
    await payload.update({ collection: 'products', id: p.id, data: { tags: 'x' }, overrideAccess: true })
    await payload.update({ collection: 'products', id: p.id, data: { price: 35 }, draft: true, overrideAccess: true })
    expect(await history(p.id)).toHaveLength(2) // nothing changed for shoppers
    await payload.update({
      collection: 'products',
      id: p.id,
      data: { price: 38, _status: 'published' },
      overrideAccess: true,
    })
    expect(await history(p.id)).toEqual([
      [0, 40],
      [3, 100],
      [0, 38],
    ])
  })

  it('cannot be written, changed or deleted through the API, not even by the operator', async () => {
    const payload = await shop()
    const p = await newProduct()
    const row = (await payload.find({ collection: 'price-history', where: { product: { equals: p.id } } })).docs[0]!
    const operator = (await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1 }))
      .docs[0]!
    const as = { overrideAccess: false, user: { ...operator, collection: 'users' } } as const
    await expect(
      payload.create({
        collection: 'price-history',
        data: { product: p.id, set: 0, price: 1, from: inSeconds(0) },
        ...as,
      }),
    ).rejects.toThrow()
    await expect(
      payload.update({ collection: 'price-history', id: row.id, data: { price: 1 }, ...as }),
    ).rejects.toThrow()
    await expect(payload.delete({ collection: 'price-history', id: row.id, ...as })).rejects.toThrow()
  })
})

describe('a sale', () => {
  it('sets the price of the catalogue and the cart while it runs, announced with the previous price', async () => {
    const payload = await shop()
    const p = await newProduct()
    const sale = await payload.create({
      collection: 'sales',
      overrideAccess: true,
      data: {
        name: 'test',
        starts: inSeconds(0),
        ends: inSeconds(3),
        appliesTo: 'products',
        products: [p.id],
        kind: 'percent',
        percent: 25,
      },
    })
    const on = await view(p.id)
    expect(on.price).toBe(30)
    // A product newer than 30 days states the days it has had a price (here: its first day).
    expect(on.reduction).toEqual({ previous: 40, days: 1, percentOff: 25 })
    expect(on.onSale).toBe(true)
    expect(on.sets).toEqual([
      { number: 3, price: 75, reduction: { previous: 100, days: 1, percentOff: 25 }, onSale: true },
    ])
    expect(on.saleEnds).toBe(sale.ends)
    const q = await quote('it', [
      { id: String(p.id), quantity: 2, sets: '', fragrance: '' },
      { id: String(p.id), quantity: 1, sets: '3', fragrance: '' },
    ])
    expect(q.lines.map((l) => [l.price, l.lineTotal])).toEqual([
      [30, 60],
      [75, 75],
    ])
    expect(q.subtotal).toBe(135)
    // At its end the list price again, nothing announced.
    await new Promise((r) => setTimeout(r, Math.max(0, new Date(sale.ends).getTime() - Date.now()) + 100))
    const off = await view(p.id)
    expect([off.price, off.reduction ?? null, off.saleEnds ?? null]).toEqual([40, null, null])
  })

  it('a category sale covers the products of that Italian category', async () => {
    const payload = await shop()
    const p = await newProduct()
    await payload.update({
      collection: 'products',
      id: p.id,
      locale: 'it',
      data: { category: `Saldi ${p.id}` },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'sales',
      overrideAccess: true,
      data: {
        name: 'category',
        starts: inSeconds(0),
        ends: inSeconds(3600),
        appliesTo: 'category',
        category: `Saldi ${p.id}`,
        kind: 'percent',
        percent: 10,
      },
    })
    expect((await view(p.id)).price).toBe(36)
    expect((await getPublishedProducts('en')).find((v) => v.id === String(p.id))!.price).toBe(36)
  })

  it('cannot start in the past, and once started keeps its start, products and discount; it can end early', async () => {
    const payload = await shop()
    const p = await newProduct()
    const data = {
      name: 'rules',
      appliesTo: 'products' as const,
      products: [p.id],
      kind: 'percent' as const,
      percent: 20,
    }
    expect(
      await refusal(
        payload.create({ collection: 'sales', data: { ...data, starts: inSeconds(-3600), ends: inSeconds(3600) } }),
      ),
    ).toEqual(['starts'])
    expect(
      await refusal(
        payload.create({
          collection: 'sales',
          data: { ...data, kind: 'percent', percent: 95, starts: inSeconds(0), ends: inSeconds(60) },
        }),
      ),
    ).toContain('percent')
    const sale = await payload.create({
      collection: 'sales',
      data: { ...data, starts: inSeconds(0), ends: inSeconds(3600) },
    })
    expect(await refusal(payload.update({ collection: 'sales', id: sale.id, data: { percent: 30 } }))).toEqual([
      'starts',
    ])
    expect(await refusal(payload.delete({ collection: 'sales', id: sale.id }))).toMatch(/storico dei prezzi/)
    // Ending it now is what the operator can do.
    await payload.update({ collection: 'sales', id: sale.id, data: { ends: inSeconds(0) } })
    expect((await view(p.id)).price).toBe(40)
    expect(await refusal(payload.update({ collection: 'sales', id: sale.id, data: { ends: inSeconds(60) } }))).toEqual([
      'ends',
    ])
  })
})

// Issue 52: touching sales are one campaign only while the reduction grows.
describe('sales one after another', () => {
  const twoSales = async (id: number, first: number, then: number) => {
    const payload = await shop()
    const change = inSeconds(2)
    for (const [starts, ends, percent] of [
      [inSeconds(0), change, first],
      [change, inSeconds(3600), then],
    ] as const)
      await payload.create({
        collection: 'sales',
        overrideAccess: true,
        data: { name: `${percent} %`, starts, ends, appliesTo: 'products', products: [id], kind: 'percent', percent },
      })
    await new Promise((r) => setTimeout(r, Math.max(0, new Date(change).getTime() - Date.now()) + 100))
  }

  it('40 % off, then 20 % off: the 20 % is measured against the 40 % price, so no reduction is announced', async () => {
    const p = await newProduct()
    await twoSales(p.id, 40, 20)
    const v = await view(p.id)
    expect([v.price, v.reduction ?? null, v.onSale]).toEqual([32, null, true])
  })

  it('20 % off, then 40 % off: one campaign, announced against the price before it', async () => {
    const p = await newProduct()
    await twoSales(p.id, 20, 40)
    expect((await view(p.id)).reduction).toEqual({ previous: 40, days: 1, percentOff: 40 })
  })
})

// Issue 52: a past price is what was charged then. A category sale's history follows the products that
// were in the category while it ran, not those in it now.
describe('a category sale in the price history', () => {
  const categorySale = async (category: string, percent: number) => {
    const payload = await shop()
    const sale = await payload.create({
      collection: 'sales',
      overrideAccess: true,
      data: {
        name: 'category',
        starts: inSeconds(0),
        ends: inSeconds(3600),
        appliesTo: 'category',
        category,
        kind: 'percent',
        percent,
      },
    })
    return () =>
      payload.update({ collection: 'sales', id: sale.id, data: { ends: inSeconds(0) }, overrideAccess: true })
  }
  const productSale = async (id: number, percent: number) =>
    (await shop()).create({
      collection: 'sales',
      overrideAccess: true,
      data: {
        name: 'product',
        starts: inSeconds(0),
        ends: inSeconds(3600),
        appliesTo: 'products',
        products: [id],
        kind: 'percent',
        percent,
      },
    })
  const setCategory = async (id: number, category: string) =>
    (await shop()).update({ collection: 'products', id, locale: 'it', data: { category }, overrideAccess: true })

  it('a product that leaves the category keeps the sale price it was charged in its 30 days', async () => {
    const p = await newProduct()
    const category = `Uscita ${p.id}`
    await setCategory(p.id, category)
    const end = await categorySale(category, 10)
    expect((await view(p.id)).price).toBe(36)
    await end()
    await setCategory(p.id, `Altro ${p.id}`)
    // 20 % off 40 € is 32 €, announced against the 36 € charged days ago, not the 40 € list price.
    await productSale(p.id, 20)
    expect((await view(p.id)).reduction).toEqual({ previous: 36, days: 1, percentOff: 11 })
  })

  it('a product that joins the category after its sale never had that sale price', async () => {
    const p = await newProduct()
    const category = `Entrata ${p.id}`
    const end = await categorySale(category, 10)
    await end()
    await setCategory(p.id, category)
    await productSale(p.id, 5)
    expect((await view(p.id)).reduction).toEqual({ previous: 40, days: 1, percentOff: 5 })
  })

  it('is recorded in Italian, on published saves only: an English or draft change of category is not a move', async () => {
    const payload = await shop()
    const p = await newProduct()
    const rows = async () =>
      (
        await payload.find({
          collection: 'category-history',
          where: { product: { equals: p.id } },
          sort: 'from',
          overrideAccess: true,
        })
      ).docs.map((r) => r.category)
    const first = await rows()
    expect(first).toHaveLength(1)
    await payload.update({
      collection: 'products',
      id: p.id,
      locale: 'en',
      data: { name: 'Vase EN', category: 'Vases EN' },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'products',
      id: p.id,
      locale: 'it',
      data: { category: `Bozza ${p.id}` },
      draft: true,
      overrideAccess: true,
    })
    expect(await rows()).toEqual(first)
    await payload.update({
      collection: 'products',
      id: p.id,
      locale: 'it',
      data: { category: `Nuova ${p.id}`, _status: 'published' },
      overrideAccess: true,
    })
    expect(await rows()).toEqual([...first, `Nuova ${p.id}`])
  })

  it('cannot be written, changed or deleted through the API, not even by the operator', async () => {
    const payload = await shop()
    const p = await newProduct()
    const row = (await payload.find({ collection: 'category-history', where: { product: { equals: p.id } } })).docs[0]!
    const operator = (await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1 }))
      .docs[0]!
    const as = { overrideAccess: false, user: { ...operator, collection: 'users' } } as const
    await expect(
      payload.create({
        collection: 'category-history',
        data: { product: p.id, category: 'Saldi', from: inSeconds(-86_400) },
        ...as,
      }),
    ).rejects.toThrow()
    await expect(
      payload.update({ collection: 'category-history', id: row.id, data: { category: 'Saldi' }, ...as }),
    ).rejects.toThrow()
    await expect(payload.delete({ collection: 'category-history', id: row.id, ...as })).rejects.toThrow()
    // The operator reads it (in /cms, under Promozioni).
    expect((await payload.findByID({ collection: 'category-history', id: row.id, ...as })).category).toBe(row.category)
  })

  it('a product that joins the category while its sale runs is on sale from then on', async () => {
    const p = await newProduct()
    const category = `Durante ${p.id}`
    await categorySale(category, 10)
    expect((await view(p.id)).price).toBe(40)
    await setCategory(p.id, category)
    expect((await view(p.id)).price).toBe(36)
    expect((await getPublishedProducts('en')).find((v) => v.id === String(p.id))!.price).toBe(36)
  })
})

// Issue 52: a code kept off sales is kept off every line sold below its regular price, also when the
// reduction may not be announced (the sale price is not below the lowest price of the 30 days before).
describe('a discount code kept off sales', () => {
  it('does not apply to a line on sale whose reduction is not announced, in the quote and at checkout', async () => {
    const payload = await shop()
    const p = await newProduct()
    const other = await newProduct()
    // 40 € for days, then 60 €: 25 % off 60 € is 45 €, below the list price but above the 40 € of the
    // 30 days before, so nothing may be announced — and still the line is sold at a sale price.
    await payload.update({ collection: 'products', id: p.id, data: { price: 60 }, overrideAccess: true })
    await payload.create({
      collection: 'sales',
      overrideAccess: true,
      data: {
        name: 'raised then lowered',
        starts: inSeconds(0),
        ends: inSeconds(3600),
        appliesTo: 'products',
        products: [p.id],
        kind: 'percent',
        percent: 25,
      },
    })
    const shown = await view(p.id)
    expect([shown.price, shown.reduction ?? null]).toEqual([45, null])
    const code = await payload.create({
      collection: 'discount-codes',
      overrideAccess: true,
      data: { code: `NOSALE-${Date.now() % 100000}`, kind: 'percent', percent: 10, notWithSales: true },
    })
    codes.push(code.id)
    const lookup = async () => {
      const typed = await typedCode(payload, { typed: code.code, customers: [], ip: '203.0.113.52' })
      return typed.blocked ? null : typed.lookup
    }
    const onSale = { id: String(p.id), quantity: 1, sets: '', fragrance: '' }
    const full = { id: String(other.id), quantity: 1, sets: '', fragrance: '' }

    const alone = await quote('it', [onSale], { code: await lookup() })
    expect(alone.code).toMatchObject({ ok: false, reason: 'not-for-these-products' })
    expect(alone.discount).toBe(0)
    const mixed = await quote('it', [onSale, full], { code: await lookup() })
    expect(mixed.code).toMatchObject({ ok: true, amount: 4 })
    expect(mixed.lines.map((l) => l.discount)).toEqual([0, 4])

    // The checkout prices on the server whatever the browser says: refused with the reason.
    const res = await createPendingOrder(payload, {
      lang: 'it',
      user: null,
      note: '',
      billing: italianBilling('Sara', 'nosale@example.com'),
      lines: [onSale],
      code: code.code,
      ip: '203.0.113.52',
    })
    if (res.ok) orderIds.push(res.order.id)
    expect(res).toMatchObject({
      ok: false,
      status: 422,
      error: `Il codice ${code.code} non vale per i prodotti nel carrello.`,
    })
  })
})
