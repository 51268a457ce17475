import { describe, expect, it } from 'vitest'
import { richText } from '@/lib/richtext'
import { seed } from '@/features/demo/server'
import { SUPERSEDED } from '@/features/demo/superseded'
import { privacyEdition1, privacyEdition2 } from '@/features/demo/policies'
import { anyProduct, makeCustomer, shop } from './helpers'

describe('seed', () => {
  it('creates the bilingual demo catalogue with the required variety', async () => {
    const payload = await shop()
    const it_ = await payload.find({ collection: 'products', locale: 'it', limit: 100, depth: 0, overrideAccess: true })
    const en = await payload.find({ collection: 'products', locale: 'en', limit: 100, depth: 0, overrideAccess: true })
    expect(it_.totalDocs).toBeGreaterThanOrEqual(12)
    expect(new Set(it_.docs.map((p) => p.category))).toEqual(new Set(['Candele', 'Bottiglie', 'Vasi']))
    expect(new Set(en.docs.map((p) => p.category))).toEqual(new Set(['Candles', 'Bottles', 'Vases']))
    expect(it_.docs.filter((p) => p.fragrance?.length).length).toBeGreaterThanOrEqual(3)
    const withSets = it_.docs.filter((p) => p.sets?.length)
    expect(withSets.length).toBeGreaterThanOrEqual(3)
    for (const p of withSets) for (const s of p.sets ?? []) expect(s.price).not.toBe(p.price)
    expect(it_.docs.filter((p) => p.instock === false).length).toBeGreaterThanOrEqual(1)
    expect(it_.docs.filter((p) => p.new).length).toBeGreaterThanOrEqual(4)
    for (const p of it_.docs) {
      expect(p.mainimage).toBeTruthy()
      expect(p.overlayimage).toBeTruthy()
      expect((p.product_images ?? []).length).toBeGreaterThanOrEqual(3)
    }
    const candle = en.docs.find((p) => p.url === 'candela-ambra-vaniglia')
    expect(candle?.name).toBe('Amber and Vanilla Candle')
    expect(candle?.fragrance?.map((f) => f.name)).toEqual(['Amber', 'Vanilla', 'Fig'])
  })

  it('creates the content pages and legal texts', async () => {
    const payload = await shop()
    const contact = await payload.findGlobal({ slug: 'contact', locale: 'it' })
    expect(contact.Address).toContain('Vittorio Veneto')
    expect(contact.working_hours).toBeTruthy()
    const faq = await payload.findGlobal({ slug: 'faq', locale: 'en' })
    expect(faq.Section?.length).toBeGreaterThanOrEqual(3)
    const privacy = await payload.findGlobal({ slug: 'privacy', locale: 'it' })
    expect(privacy.lastModified?.slice(0, 10)).toBe('2026-11-27')
    expect(JSON.stringify(privacy.body)).toContain('entro un mese')
    // Processors and recipients, transfers outside the EU, withdrawal of consent (GDPR art. 13).
    const privacyEn = JSON.stringify((await payload.findGlobal({ slug: 'privacy', locale: 'en' })).body)
    for (const part of [
      'Stripe Payments Europe',
      'Data Privacy Framework',
      'withdraw your consent',
      'Delete my account',
      // Review invitations and back-in-stock alerts (issue 40).
      'one invitation to review',
      'back-in-stock alert',
    ])
      expect(privacyEn).toContain(part)
    const ret = await payload.findGlobal({ slug: 'return', locale: 'it' })
    expect(JSON.stringify(ret.body)).toContain('14 giorni')
    expect(JSON.stringify(ret.body)).toContain('entro 14 giorni dal giorno in cui ci comunichi il recesso')
    const terms = await payload.findGlobal({ slug: 'terms', locale: 'it' })
    expect(terms.title).toBe('Condizioni generali di vendita')
    for (const part of ['Modulo di recesso tipo', 'Garanzia legale di conformità', '2 anni', 'Stripe'])
      expect(JSON.stringify(terms.body)).toContain(part)
    const a11y = await payload.findGlobal({ slug: 'accessibility', locale: 'en' })
    expect(a11y.title).toBe('Accessibility statement')
    for (const part of ['EN 301 549', 'AgID', 'axe-core']) expect(JSON.stringify(a11y.body)).toContain(part)
    const candele = await payload.findGlobal({ slug: 'candele', locale: 'it' })
    expect(candele.Carousel?.length).toBeGreaterThan(0)
    expect(candele.Dealers?.length).toBeGreaterThanOrEqual(3)
    const seller = await payload.findGlobal({ slug: 'seller' })
    expect(seller).toMatchObject({ name: 'Vetrina S.r.l.', vatNumber: '04123450266', reaOffice: 'TV', oss: false })
  })

  it('is idempotent: a second run duplicates nothing', async () => {
    const payload = await shop()
    const before = await Promise.all(
      ['products', 'media', 'users'].map((c) => payload.count({ collection: c as 'products', overrideAccess: true })),
    )
    await seed(payload)
    const after = await Promise.all(
      ['products', 'media', 'users'].map((c) => payload.count({ collection: c as 'products', overrideAccess: true })),
    )
    expect(after.map((c) => c.totalDocs)).toEqual(before.map((c) => c.totalDocs))
  })

  it("gives an existing shop a legal page it lacks on its next start, and never overwrites the operator's text", async () => {
    const payload = await shop()
    // A shop created before the terms of sale existed: the page is empty.
    await payload.updateGlobal({ slug: 'terms', locale: 'it', data: { title: '', body: null }, overrideAccess: true })
    await payload.updateGlobal({
      slug: 'accessibility',
      locale: 'it',
      data: { title: 'Dichiarazione scritta dall’operatore' },
      overrideAccess: true,
    })
    await seed(payload)
    expect((await payload.findGlobal({ slug: 'terms', locale: 'it' })).title).toBe('Condizioni generali di vendita')
    expect((await payload.findGlobal({ slug: 'accessibility', locale: 'it' })).title).toBe(
      'Dichiarazione scritta dall’operatore',
    )
  })

  it('replaces a seed text since superseded when the operator never edited it, in both languages', async () => {
    const payload = await shop()
    const old = SUPERSEDED.return![0]().body
    for (const locale of ['it', 'en'] as const)
      await payload.updateGlobal({
        slug: 'return',
        locale,
        data: { body: richText(old[locale]) },
        overrideAccess: true,
      })
    await seed(payload)
    const it_ = JSON.stringify((await payload.findGlobal({ slug: 'return', locale: 'it' })).body)
    expect(it_).toContain('entro 14 giorni dal giorno in cui ci comunichi il recesso')
    expect(JSON.stringify((await payload.findGlobal({ slug: 'return', locale: 'en' })).body)).toContain(
      'within 14 days of the day you tell us of your withdrawal',
    )
    // An edited page stays as the operator wrote it.
    await payload.updateGlobal({
      slug: 'return',
      locale: 'it',
      data: { body: richText(`${old.it}\n\nNota dell'operatore.`) },
      overrideAccess: true,
    })
    await seed(payload)
    expect(JSON.stringify((await payload.findGlobal({ slug: 'return', locale: 'it' })).body)).toContain(
      "Nota dell'operatore.",
    )
  })

  it('gives a shop whose privacy page holds the text of 24 November 2026 the one naming review invitations and alerts', async () => {
    const payload = await shop()
    const old = privacyEdition1().body
    for (const locale of ['it', 'en'] as const)
      await payload.updateGlobal({
        slug: 'privacy',
        locale,
        data: { body: richText(old[locale]) },
        overrideAccess: true,
      })
    await seed(payload)
    expect(JSON.stringify((await payload.findGlobal({ slug: 'privacy', locale: 'it' })).body)).toContain(
      'un solo invito a recensire',
    )
    expect(JSON.stringify((await payload.findGlobal({ slug: 'privacy', locale: 'en' })).body)).toContain(
      'back-in-stock alert',
    )
  })

  it('gives a shop whose privacy page holds the text of 26 November 2026 the one saying how page speed is measured', async () => {
    const payload = await shop()
    const old = privacyEdition2().body
    for (const locale of ['it', 'en'] as const)
      await payload.updateGlobal({
        slug: 'privacy',
        locale,
        data: { body: richText(old[locale]) },
        overrideAccess: true,
      })
    await seed(payload)
    const it = JSON.stringify((await payload.findGlobal({ slug: 'privacy', locale: 'it' })).body)
    expect(it).toContain('Core Web Vitals')
    expect(it).toContain('non chiediamo il consenso')
    expect(it).toContain('un solo invito a recensire')
    expect(JSON.stringify((await payload.findGlobal({ slug: 'privacy', locale: 'en' })).body)).toContain(
      'Global Privacy Control',
    )
  })

  it('gives the filter options of a shop from before meanings theirs, once, and puts its English availability labels in Italian', async () => {
    const payload = await shop()
    const it = await payload.findGlobal({ slug: 'filters', locale: 'it' })
    const options = (g: typeof it) => (g.filter ?? []).flatMap((f) => f.options ?? [])
    const labels = (g: typeof it) => options(g).map((o) => o.label)
    const meanings = (g: typeof it) => options(g).map((o) => o.meaning)
    expect(labels(it)).toEqual(expect.arrayContaining(['Disponibili', 'Esauriti']))
    expect(meanings(it)).toEqual(['all', 'category', 'category', 'category', 'in-stock', 'out-of-stock'])
    // A shop seeded before: every option came out of the migration as a category, and its Italian
    // availability labels were written in English.
    const old = (it.filter ?? []).map((f) => ({
      ...f,
      options: (f.options ?? []).map((o) => ({
        ...o,
        meaning: 'category' as const,
        label: o.label === 'Disponibili' ? 'In stock' : o.label === 'Esauriti' ? 'Out of stock' : o.label,
      })),
    }))
    await payload.updateGlobal({ slug: 'filters', locale: 'it', data: { filter: old } })
    await seed(payload)
    const after = await payload.findGlobal({ slug: 'filters', locale: 'it' })
    expect(labels(after)).toEqual(labels(it))
    expect(meanings(after)).toEqual(meanings(it))
    expect(labels(await payload.findGlobal({ slug: 'filters', locale: 'en' }))).toEqual(
      expect.arrayContaining(['In stock', 'Out of stock', 'Candles']),
    )
    // Once: the operator's own choice afterwards (an option made a category) is left alone.
    const edited = (after.filter ?? []).map((f) => ({
      ...f,
      options: (f.options ?? []).map((o) => (o.label === 'Esauriti' ? { ...o, meaning: 'category' as const } : o)),
    }))
    await payload.updateGlobal({ slug: 'filters', locale: 'it', data: { filter: edited } })
    await seed(payload)
    expect(meanings(await payload.findGlobal({ slug: 'filters', locale: 'it' })).at(-1)).toBe('category')
  })

  it('creates the operator account with the admin role', async () => {
    const payload = await shop()
    const res = await payload.find({
      collection: 'users',
      where: { email: { equals: 'admin@vetrina.example' } },
      overrideAccess: true,
    })
    expect(res.docs[0]?.role).toBe('admin')
  })
})

describe('access control (enforced by Payload on the server)', () => {
  it('lets anyone read content but nobody anonymous write anything', async () => {
    const payload = await shop()
    const product = await anyProduct(payload)
    const read = await payload.find({ collection: 'products', overrideAccess: false, limit: 1 })
    expect(read.totalDocs).toBeGreaterThan(0)
    await expect(
      payload.update({ collection: 'products', id: product.id, data: { price: 1 }, overrideAccess: false }),
    ).rejects.toThrow()
    await expect(
      payload.updateGlobal({ slug: 'home', data: { Hero_Title: 'x' }, overrideAccess: false }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'orders',
        overrideAccess: false,
        data: { email: 'a@b.c', items: [], subtotal: 0, shippingFee: 0, totalAmount: 0 } as never,
      }),
    ).rejects.toThrow()
    await expect(
      payload.create({ collection: 'carts', overrideAccess: false, data: { items: [] } as never }),
    ).rejects.toThrow()
  })

  it('keeps carts private to their owner, and written only by the shop (not through the API)', async () => {
    const payload = await shop()
    const [a, b] = [await makeCustomer(payload), await makeCustomer(payload)]
    const product = await anyProduct(payload)
    await expect(
      payload.create({
        collection: 'carts',
        overrideAccess: false,
        user: a,
        data: { user: a.id, items: [{ product: product.id, quantity: 1 }] } as never,
      }),
    ).rejects.toThrow()
    await payload.create({
      collection: 'carts',
      overrideAccess: true,
      data: { user: a.id, items: [{ product: product.id, quantity: 1 }] } as never,
    })
    const mine = await payload.find({ collection: 'carts', overrideAccess: false, user: a })
    expect(mine.totalDocs).toBe(1)
    const theirs = await payload.find({ collection: 'carts', overrideAccess: false, user: b })
    expect(theirs.totalDocs).toBe(0)
    await expect(
      payload.update({
        collection: 'carts',
        id: mine.docs[0].id,
        overrideAccess: false,
        user: b,
        data: { note: 'hack' },
      }),
    ).rejects.toThrow()
    await expect(
      payload.update({
        collection: 'carts',
        id: mine.docs[0].id,
        overrideAccess: false,
        user: a,
        data: { note: 'mine' },
      }),
    ).rejects.toThrow()
  })

  it('lets a customer read only their own orders, and change none', async () => {
    const payload = await shop()
    const [a, b] = [await makeCustomer(payload), await makeCustomer(payload)]
    const order = await payload.create({
      collection: 'orders',
      overrideAccess: true,
      data: {
        user: a.id,
        email: a.email,
        items: [{ name: 'X', price: 10, quantity: 1 }],
        subtotal: 10,
        shippingFee: 5.99,
        totalAmount: 15.99,
      } as never,
    })
    expect(
      (await payload.find({ collection: 'orders', overrideAccess: false, user: a })).docs.map((o) => o.id),
    ).toEqual([order.id])
    expect((await payload.find({ collection: 'orders', overrideAccess: false, user: b })).totalDocs).toBe(0)
    await expect(
      payload.findByID({ collection: 'orders', id: order.id, overrideAccess: false, user: b }),
    ).rejects.toThrow()
    await expect(
      payload.update({
        collection: 'orders',
        id: order.id,
        overrideAccess: false,
        user: a,
        data: { status: 'paid', totalAmount: 0 },
      }),
    ).rejects.toThrow()
    const after = await payload.findByID({ collection: 'orders', id: order.id, overrideAccess: true })
    expect(after.status).toBe('pending')
    expect(after.totalAmount).toBe(15.99)
  })

  it('lets a customer see only their own profile and change nothing through the API (the shop does it)', async () => {
    const payload = await shop()
    const [a, b] = [await makeCustomer(payload), await makeCustomer(payload)]
    const visible = await payload.find({ collection: 'users', overrideAccess: false, user: a })
    expect(visible.docs.map((u) => u.id)).toEqual([a.id])
    await expect(
      payload.update({ collection: 'users', id: b.id, overrideAccess: false, user: a, data: { firstName: 'x' } }),
    ).rejects.toThrow()
    await expect(
      payload.update({
        collection: 'users',
        id: a.id,
        overrideAccess: false,
        user: a,
        data: { firstName: 'New', role: 'admin', verified: true } as never,
      }),
    ).rejects.toThrow()
    const after = await payload.findByID({ collection: 'users', id: a.id, overrideAccess: true })
    expect(after).toMatchObject({ firstName: a.firstName, role: 'customer', verified: false })
  })

  it('refuses a public sign-up through the API (sign-up is the shop endpoint), with or without the admin role', async () => {
    const payload = await shop()
    await expect(
      payload.create({
        collection: 'users',
        overrideAccess: false,
        data: { email: `x${Date.now()}@example.com`, password: 'long-enough-1', role: 'admin' } as never,
      }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'users',
        overrideAccess: false,
        data: { email: `y${Date.now()}@example.com`, password: 'long-enough-1' } as never,
      }),
    ).rejects.toThrow()
  })
})
