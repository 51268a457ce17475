import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from '@payloadcms/db-sqlite'
import { deleteAccount } from '@/features/account/personal-data'
import { saveAccountCart } from '@/features/cart/cart-service'
import { createPendingOrder } from '@/features/checkout/create-order'
import { placeTransferOrder } from '@/features/checkout/transfer-order'
import { expireLapsedOrders } from '@/features/orders/expiry'
import { customerKeys, findCode, holdCode, lookupCode } from '@/features/pricing/redemptions'
import { sendDueAlerts } from '@/features/stock-alerts/data'
import { findOrder } from '@/features/orders/repository'
import { enqueue } from '@/services/outbox'
import { env } from '@/lib/env'
import type { Order, User } from '@/payload-types'
import { deleteOrders, italianBilling, makeCustomer, pendingGuestOrder, productWithStock, shop } from './helpers'

/**
 * Issue 52 (ADR 0036): an id is never given twice. On SQLite a table without AUTOINCREMENT gives the
 * newest deleted row's id to the next row, and whatever was keyed by that id (an outbox key, a code's
 * use) then belongs to a stranger; PostgreSQL's sequences never go back.
 */
let seq = 0
const tag = (what: string) => `ids-${what}-${Date.now()}-${++seq}`

type RawDb = {
  run?: (q: unknown) => Promise<{ rows: unknown[] }>
  execute?: (q: unknown) => Promise<{ rows: unknown[] }>
}
async function rows<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  const db = (await shop()).db as unknown as { drizzle: RawDb }
  const res = env.usePostgres ? await db.drizzle.execute!(q) : await db.drizzle.run!(q)
  return res.rows as T[]
}

/** Creates two rows, deletes the newest, creates another: its id must be past the deleted one. */
async function afterDeletingNewest(
  make: () => Promise<{ id: number | string }>,
  remove: (id: number | string) => Promise<unknown>,
): Promise<{ deleted: number; next: number }> {
  await make()
  const newest = await make()
  await remove(newest.id)
  const next = await make()
  return { deleted: Number(newest.id), next: Number(next.id) }
}

// The shop's first start (migrations and the demo content) is the setup's, not a test's.
beforeAll(() => shop())

describe('ids are never given twice', () => {
  it('the newest deleted row’s id is not given again: accounts, orders, back-in-stock alerts, subscribers, the outbox', async () => {
    const payload = await shop()
    const product = await productWithStock('vaso-onda', 50)
    const made: Record<string, { deleted: number; next: number }> = {}
    made.users = await afterDeletingNewest(
      () => makeCustomer(payload),
      (id) => payload.delete({ collection: 'users', id, overrideAccess: true }),
    )
    made.orders = await afterDeletingNewest(
      () => pendingGuestOrder(tag('order')),
      (id) => deleteOrders([id]),
    )
    made.alerts = await afterDeletingNewest(
      () =>
        payload.create({
          collection: 'stock-alerts',
          overrideAccess: true,
          data: {
            email: `${tag('alert')}@example.com`,
            product: product.id,
            status: 'waiting',
            round: 1,
            lang: 'it',
            token: tag('t'),
          },
        }),
      (id) => payload.delete({ collection: 'stock-alerts', id, overrideAccess: true }),
    )
    made.subscribers = await afterDeletingNewest(
      () =>
        payload.create({
          collection: 'subscribers',
          overrideAccess: true,
          data: { email: `${tag('sub')}@example.com`, token: tag('t'), status: 'pending' },
        }),
      (id) => payload.delete({ collection: 'subscribers', id, overrideAccess: true }),
    )
    made.outbox = await afterDeletingNewest(
      async () => ({ id: (await enqueue(payload, { kind: 'test', ref: tag('ref') }, tag('key'))).id }),
      (id) => payload.delete({ collection: 'mail-queue', id, overrideAccess: true }),
    )
    for (const [what, { deleted, next }] of Object.entries(made))
      expect(next, `${what}: new id ${next} after deleting ${deleted}`).toBeGreaterThan(deleted)
  })

  it.skipIf(env.usePostgres)('SQLite: every table of Payload’s schema counts its ids with AUTOINCREMENT', async () => {
    const payload = await shop()
    const raw = (payload.db as unknown as { rawTables: Record<string, { columns: Record<string, { type: string }> }> })
      .rawTables
    const integerIds = Object.entries(raw)
      .filter(([, t]) => t.columns.id?.type === 'integer')
      .map(([name]) => name)
    expect(integerIds).toEqual(expect.arrayContaining(['orders', 'users', 'stock_alerts', 'mail_queue', 'code_uses']))
    const tables = await rows<{ name: string; sql: string }>(
      sql`SELECT name, sql FROM sqlite_master WHERE type = 'table'`,
    )
    const byName = new Map(tables.map((t) => [t.name, t.sql]))
    const without = integerIds.filter((name) => !/AUTOINCREMENT/i.test(byName.get(name) ?? ''))
    expect(without).toEqual([])
  })

  it.runIf(env.usePostgres)('PostgreSQL: every integer id draws from a sequence', async () => {
    const payload = await shop()
    const raw = (payload.db as unknown as { rawTables: Record<string, { columns: Record<string, { type: string }> }> })
      .rawTables
    const ids = Object.entries(raw)
      .filter(([, t]) => ['serial', 'integer'].includes(t.columns.id?.type ?? ''))
      .map(([name]) => name)
    const cols = await rows<{ table_name: string; column_default: string | null; is_identity: string }>(
      sql`SELECT table_name, column_default, is_identity FROM information_schema.columns
          WHERE table_schema = current_schema() AND column_name = 'id'`,
    )
    const bySequence = new Set(
      cols.filter((c) => c.is_identity === 'YES' || /^nextval\(/.test(c.column_default ?? '')).map((c) => c.table_name),
    )
    expect(ids.length).toBeGreaterThan(50)
    expect(ids.filter((t) => !bySequence.has(t))).toEqual([])
  })
})

describe('the journey that broke: an account deletion takes its newest expired order with it', () => {
  let productId = ''
  const dealers: User[] = []
  const orders: Order['id'][] = []

  beforeAll(async () => {
    const payload = await shop()
    productId = String((await productWithStock('vaso-onda', 500)).id)
    await payload.update({
      collection: 'products',
      id: productId,
      overrideAccess: true,
      data: { trade: { casePack: 1 } },
    })
    await payload.updateGlobal({
      slug: 'trade-settings',
      overrideAccess: true,
      data: { minimumOrder: 100, promotions: false, transferDays: 10 },
    })
  })

  afterAll(async () => {
    const payload = await shop()
    await deleteOrders(orders)
    for (const d of dealers) {
      await payload.delete({ collection: 'carts', where: { user: { equals: d.id } }, overrideAccess: true })
      await payload.delete({ collection: 'users', where: { id: { equals: d.id } }, overrideAccess: true })
    }
  })

  async function dealer(name: string): Promise<User> {
    const d = await makeCustomer(await shop(), {
      firstName: name,
      dealer: { status: 'active', company: `${name} S.r.l.`, country: 'IT', vatNumber: '01234567897', sdi: 'M5UXCR1' },
    })
    dealers.push(d)
    return d
  }

  async function transferOrder(d: User): Promise<Order> {
    const payload = await shop()
    await saveAccountCart(payload, d, [{ id: productId, quantity: 4, sets: '', fragrance: '' }])
    const res = await createPendingOrder(payload, {
      lang: 'it',
      user: d,
      note: '',
      billing: italianBilling(d.firstName ?? 'Dealer', d.email),
      lines: [],
      payment: 'bank-transfer',
    })
    if (!res.ok) throw new Error(res.error)
    orders.push(res.order.id)
    await placeTransferOrder(payload, res.order, 'it')
    return (await findOrder(payload, res.order.id))!
  }

  const transferMail = async (orderId: Order['id']) =>
    (
      await (
        await shop()
      ).find({
        collection: 'mail-queue',
        where: { dedupeKey: { equals: `transfer:${orderId}` } },
        overrideAccess: true,
      })
    ).docs

  it('a new dealer’s bank-transfer order gets its own order number and its own transfer details by e-mail', async () => {
    const payload = await shop()
    const first = await dealer('Anna')
    const lapsed = await transferOrder(first)
    expect(lapsed.status).toBe('pending')
    expect((await transferMail(lapsed.id)).map((m) => m.to)).toEqual([first.email])
    // Never paid: the transfer's days pass and the order expires; then the dealer deletes the account.
    await expireLapsedOrders(payload, new Date(Date.now() + 40 * 86_400_000))
    expect((await findOrder(payload, lapsed.id))!.status).toBe('expired')
    expect(await deleteAccount(payload, first, 'it')).toMatchObject({ ok: true, keptOrders: 0 })
    expect(await findOrder(payload, lapsed.id)).toBeNull()

    const second = await dealer('Bruno')
    const next = await transferOrder(second)
    expect(Number(next.id)).toBeGreaterThan(Number(lapsed.id))
    // The second dealer is told how to pay for its own order (before: the key was taken, no e-mail).
    const mails = await transferMail(next.id)
    expect(mails.map((m) => m.to)).toEqual([second.email])
    expect(String((mails[0]!.message as { text?: string }).text)).toContain(`Ordine ${next.id}`)
  })
})

describe('keys made of ids hold even where an id came back (a shop restored or moved before ADR 0036)', () => {
  it('a back-in-stock alert gets its e-mail although the outbox holds an older alert’s key under its id', async () => {
    const payload = await shop()
    const product = await productWithStock('vaso-onda', 50)
    const email = `${tag('alert')}@example.com`
    const alert = await payload.create({
      collection: 'stock-alerts',
      overrideAccess: true,
      data: { email, product: product.id, status: 'waiting', round: 1, lang: 'it', token: tag('t') },
    })
    // What an older alert with this id left behind: its e-mail of round 1, sent long ago.
    await payload.create({
      collection: 'mail-queue',
      overrideAccess: true,
      data: { kind: 'message', status: 'sent', to: 'older@example.com', dedupeKey: `stock-alert:${alert.id}:1` },
    })
    await sendDueAlerts(payload, [product.id])
    const mails = await payload.find({
      collection: 'mail-queue',
      where: { to: { equals: email } },
      overrideAccess: true,
    })
    expect(mails.docs).toHaveLength(1)
    await payload.delete({ collection: 'stock-alerts', id: alert.id, overrideAccess: true })
  })

  it('a deleted account’s uses of a code leave with it; its e-mail address still counts as having used it', async () => {
    const payload = await shop()
    const typed = `IDS${Date.now()}`
    await payload.create({
      collection: 'discount-codes',
      overrideAccess: true,
      data: { code: typed, kind: 'percent', percent: 10, maxPerCustomer: 1 },
    })
    const user = await makeCustomer(payload)
    const code = (await findCode(payload, typed))!
    expect(await holdCode(payload, code, customerKeys(user, user.email), tag('hold'))).toEqual({ ok: true })
    expect(await deleteAccount(payload, user, 'it')).toMatchObject({ ok: true })
    const left = await payload.find({
      collection: 'code-uses',
      where: { code: { equals: code.id } },
      overrideAccess: true,
    })
    expect(left.docs.map((d) => d.customer)).toEqual([`email:${user.email.toLowerCase()}`])
    // A stranger who got the account's id (before ADR 0036) would not find the code used; the address would.
    expect((await lookupCode(payload, typed, customerKeys(user))).usesByCustomer).toBe(0)
    expect((await lookupCode(payload, typed, customerKeys(null, user.email))).usesByCustomer).toBe(1)
  })
})
