import { describe, expect, it } from 'vitest'
import { pruneAudit, recordAudit } from '@/features/audit/record'
import { markShipped } from '@/features/orders/operator'
import { exportCsv } from '@/features/operator/exports'
import { italianDay } from '@/features/invoices/model'
import type { AuditLog, User } from '@/payload-types'
import { makeCustomer, payOrder, pendingGuestOrder, productWithStock, shop } from './helpers'

/**
 * Issue 42: every operator change is in the audit log — who, when, what it was before and after — on
 * every write path, and nobody writes or edits the log.
 */
const operator = async () =>
  (
    await (
      await shop()
    ).find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1, overrideAccess: true })
  ).docs[0] as User

async function entriesFor(target: string, docId?: string | number): Promise<AuditLog[]> {
  const res = await (
    await shop()
  ).find({
    collection: 'audit-log',
    where: { and: [{ target: { equals: target } }, ...(docId ? [{ docId: { equals: String(docId) } }] : [])] },
    sort: '-at',
    limit: 50,
    overrideAccess: true,
  })
  return res.docs
}

describe('the audit log', () => {
  it('records an operator’s price change with who, the address and the price before and after; a shop write is no operator change', async () => {
    const payload = await shop()
    const op = await operator()
    const product = await productWithStock('vaso-bolla-mini', 30)
    const before = product.price
    await payload.update({
      collection: 'products',
      id: product.id,
      data: { price: before + 1 },
      user: op,
      overrideAccess: false,
    })
    const [entry] = await entriesFor('products', product.id)
    expect(entry).toMatchObject({ by: op.email, operation: 'update', fields: expect.stringContaining('price') })
    expect(entry!.changes).toEqual(expect.arrayContaining([{ field: 'price', before, after: before + 1 }]))
    // The shop's own write (a stock reservation, the seed, a script as the system) is not an operator change.
    const count = (await entriesFor('products', product.id)).length
    await payload.update({ collection: 'products', id: product.id, data: { price: before }, overrideAccess: true })
    expect((await entriesFor('products', product.id)).length).toBe(count)
  })

  it('records the seller’s IBAN change (a global) and an order shipped from the operator’s page', async () => {
    const payload = await shop()
    const op = await operator()
    const seller = await payload.findGlobal({ slug: 'seller', overrideAccess: true })
    const iban = 'IT07X0542811101000000654321'
    await payload.updateGlobal({ slug: 'seller', data: { iban }, user: op, overrideAccess: false })
    const [changed] = await entriesFor('global:seller')
    expect(changed!.changes).toEqual([{ field: 'iban', before: seller.iban ?? null, after: iban }])
    await payload.updateGlobal({ slug: 'seller', data: { iban: seller.iban }, overrideAccess: true })

    const order = await payOrder(await pendingGuestOrder('audit-ship'))
    expect(await markShipped(payload, op, 'it', String(order.id), 'AUD1', 'https://track.example/AUD1')).toMatchObject({
      ok: true,
    })
    const [shipped] = await entriesFor('orders', order.id)
    expect(shipped).toMatchObject({ by: op.email, operation: 'action', note: 'ship' })
    expect(shipped!.changes).toEqual(expect.arrayContaining([{ field: 'status', before: 'paid', after: 'shipped' }]))
  })

  it('records a deletion with what was deleted, and is in the CSV export of the day', async () => {
    const payload = await shop()
    const op = await operator()
    const list = await payload.create({
      collection: 'price-lists',
      data: { name: `Audit ${Date.now()}`, percentOff: 10 },
      user: op,
      overrideAccess: false,
    })
    await payload.delete({ collection: 'price-lists', id: list.id, user: op, overrideAccess: false })
    const entries = await entriesFor('price-lists', list.id)
    expect(entries.map((e) => e.operation)).toEqual(['delete', 'create'])
    expect(entries[0]!.changes).toEqual(expect.arrayContaining([{ field: 'percentOff', before: 10, after: null }]))
    const today = italianDay(new Date())
    const { csv, fileName } = await exportCsv(payload, 'audit', 'it', { from: today, to: today })
    expect(fileName).toBe(`registro-modifiche-${today}_${today}.csv`)
    expect(csv.split('\n')[0]).toContain(
      'Quando;Chi;Indirizzo IP;Raccolta;Documento;Operazione;Campi;Prima → dopo;Nota',
    )
    expect(csv).toContain(`${op.email};`)
    expect(csv).toContain(`;price-lists;${list.id};delete;`)
  })

  it('cannot be written, changed or deleted by anyone through the API, nor read by a customer; entries older than two years go', async () => {
    const payload = await shop()
    const op = await operator()
    const customer = await makeCustomer(payload)
    const data = {
      at: new Date().toISOString(),
      by: 'forged@example.com',
      target: 'products',
      operation: 'update' as const,
    }
    for (const user of [op, customer])
      await expect(payload.create({ collection: 'audit-log', data, user, overrideAccess: false })).rejects.toThrow()
    const [some] = await entriesFor('products')
    await expect(
      payload.update({ collection: 'audit-log', id: some!.id, data: { by: 'x' }, user: op, overrideAccess: false }),
    ).rejects.toThrow()
    await expect(
      payload.delete({ collection: 'audit-log', id: some!.id, user: op, overrideAccess: false }),
    ).rejects.toThrow()
    await expect(payload.find({ collection: 'audit-log', user: customer, overrideAccess: false })).rejects.toThrow()
    expect(
      (await payload.find({ collection: 'audit-log', user: op, overrideAccess: false, limit: 1 })).totalDocs,
    ).toBeGreaterThan(0)

    const old = await payload.create({
      collection: 'audit-log',
      overrideAccess: true,
      data: { ...data, at: new Date(Date.now() - 3 * 365 * 86_400_000).toISOString(), by: 'old@example.com' },
    })
    const recent = await payload.create({
      collection: 'audit-log',
      overrideAccess: true,
      data: { ...data, at: new Date(Date.now() - 300 * 86_400_000).toISOString(), by: 'recent@example.com' },
    })
    await pruneAudit(payload)
    const left = await payload.find({
      collection: 'audit-log',
      where: { id: { in: [old.id, recent.id] } },
      overrideAccess: true,
    })
    expect(left.docs.map((d) => d.by)).toEqual(['recent@example.com'])
  })

  it('keeps one entry for a bulk change of 10,000 products (the catalogue import), every product in its changes', async () => {
    const payload = await shop()
    const changes = Array.from({ length: 10_000 }, (_, i) => ({
      field: `BULK-${i}`,
      before: { price: '10.00' },
      after: { price: '10.50' },
    }))
    // Its "fields" line named every product: past Payload's 40,000-character text limit the entry, and with
    // it the whole import, was refused ("Campi" not valid) — found by the 10,000-product benchmark.
    await recordAudit(payload, { by: 'bulk@example.com', target: 'products', operation: 'action', changes })
    const [entry] = (
      await payload.find({
        collection: 'audit-log',
        where: { by: { equals: 'bulk@example.com' } },
        overrideAccess: true,
      })
    ).docs
    expect(entry!.fields!.startsWith('BULK-0, BULK-1')).toBe(true)
    expect((entry!.changes as unknown[]).length).toBe(10_000)
  })
})
