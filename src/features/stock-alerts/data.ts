import crypto from 'node:crypto'
import { and, eq } from '@payloadcms/db-sqlite/drizzle'
import type { Payload, Where } from 'payload'
import { DEFAULT_LANG, type Lang } from '@/i18n/locales'
import { isRowId } from '@/lib/identifiers'
import { log } from '@/lib/logger'
import { enqueue, voidQueued } from '@/services/outbox'
import { queueMail, sendBeside } from '@/services/queue-mail'
import { allowPolicy } from '@/services/rate-limit'
import { alertsDue, signUp, type AlertStatus } from './alerts'
import { isBuyable, type StockState } from './back-in-stock'
import { alertMail, confirmMail } from './mail'

/**
 * Back-in-stock alerts, the data side (issue 40, ADR 0025). An alert is for a product or one fragrance
 * row of it (`fragrance` holds the row's id, `''` the whole product), one per address. Everything that
 * decides is in alerts.ts / back-in-stock.ts; here the rows are written, each move of a status by one
 * conditional statement so that two processes never both take it.
 */

type Localized = string | Record<string, string | null | undefined> | null | undefined
type ProductRow = {
  id: number | string
  url?: string | null
  _status?: string | null
  name?: Localized
  instock?: boolean | null
  stock?: number | null
  fragrance?: { id?: string | null; name?: Localized; stock?: number | null }[] | null
}
export type AlertRow = {
  id: number | string
  email: string
  product: number | string | { id: number | string }
  fragrance?: string | null
  fragranceName?: string | null
  status: AlertStatus
  lang: Lang
  round: number
  token: string
  createdAt?: string
}

const inLang = (v: Localized, lang: Lang): string =>
  typeof v === 'string' ? v : ((v?.[lang] || v?.it || v?.en || '') ?? '')
const idOf = (v: AlertRow['product']) => (typeof v === 'object' ? v.id : v)
const newToken = () => crypto.randomBytes(24).toString('hex')
export const isAlertToken = (v: string) => /^[a-f0-9]{48}$/.test(v)

async function readProduct(payload: Payload, id: number | string): Promise<ProductRow | null> {
  const res = await payload.find({
    collection: 'products',
    where: { id: { equals: id } },
    locale: 'all' as never,
    depth: 0,
    limit: 1,
    overrideAccess: true,
    select: { name: true, url: true, _status: true, instock: true, stock: true, fragrance: true },
  })
  return (res.docs[0] as unknown as ProductRow) ?? null
}

/** What can be bought of a published product, its fragrances named by row id (what an alert holds). */
function stateOf(p: ProductRow): StockState {
  if (p._status !== 'published') return { instock: false }
  return {
    instock: p.instock,
    stock: p.stock,
    fragrance: (p.fragrance ?? []).map((f) => ({ name: f.id ?? null, stock: f.stock })),
  }
}

/** The fragrance row a shopper named (in either language), or undefined when the product has none by that name. */
function fragranceRow(p: ProductRow, name: string) {
  const wanted = name.trim().toLowerCase()
  return (p.fragrance ?? []).find((f) =>
    (typeof f.name === 'object' && f.name ? Object.values(f.name) : [f.name]).some(
      (n) => n && n.trim().toLowerCase() === wanted,
    ),
  )
}

function table(payload: Payload) {
  type Db = {
    update(t: unknown): {
      set(v: unknown): { where(w: unknown): { returning(r: unknown): Promise<{ id: number | string }[]> } }
    }
  }
  const a = payload.db as unknown as { drizzle: Db; tables: Record<string, Record<string, never>> }
  return { db: a.drizzle, t: a.tables.stock_alerts! }
}

export type SignUpInput = {
  email: string
  productId: string
  /** A fragrance's name as the page showed it, or '' for the whole product. */
  fragrance: string
  lang: Lang
  /** The signed-in customer (their own address, confirmed by their account: no e-mail to confirm). */
  userId?: number | string | null
}
/**
 * `ok`: recorded (the same answer whether the address had an alert, an account or nothing);
 * `available`: it can be bought now; `unknown`: no such product or fragrance on sale.
 */
export type SignUpAnswer = 'ok' | 'available' | 'unknown'

/** A visitor asks to be told when a sold-out product (or fragrance) is back. */
export async function askForAlert(payload: Payload, input: SignUpInput): Promise<SignUpAnswer> {
  const email = input.email.trim().toLowerCase()
  const product = isRowId(input.productId) ? await readProduct(payload, input.productId) : null
  if (!product || product._status !== 'published') return 'unknown'
  const row = input.fragrance ? fragranceRow(product, input.fragrance) : undefined
  if (input.fragrance && !row?.id) return 'unknown'
  const fragrance = row?.id ?? ''
  if (isBuyable(stateOf(product), { fragrance: fragrance || null })) return 'available'

  const where: Where = {
    and: [{ email: { equals: email } }, { product: { equals: product.id } }, { fragrance: { equals: fragrance } }],
  }
  const find = async () =>
    (await payload.find({ collection: 'stock-alerts', where, depth: 0, limit: 1, overrideAccess: true }))
      .docs[0] as unknown as AlertRow | undefined
  let existing = await find()
  const outcome = signUp(existing?.status ?? null, Boolean(input.userId))
  // Waiting already: nothing changes and nothing is sent.
  if (existing?.status === 'waiting') return 'ok'
  const data = {
    status: outcome.status,
    lang: input.lang,
    token: newToken(),
    fragranceName: row ? inLang(row.name, DEFAULT_LANG) : '',
    ...(input.userId ? { user: input.userId as number, confirmedAt: new Date().toISOString() } : {}),
  }
  let alert: AlertRow
  if (!existing) {
    try {
      alert = (await payload.create({
        collection: 'stock-alerts',
        overrideAccess: true,
        data: { ...data, email, product: product.id as number, fragrance, round: 1 },
      })) as unknown as AlertRow
    } catch (err) {
      // Two sign-ups of one address at once: the unique (address, product, fragrance) let one create it.
      existing = await find()
      if (!existing) throw err
      return 'ok'
    }
  } else {
    // After the one e-mail (or an unsubscribe) a new request is a new round: a new e-mail may go.
    const round = existing.status === 'sent' || existing.status === 'stopped' ? existing.round + 1 : existing.round
    alert = (await payload.update({
      collection: 'stock-alerts',
      id: existing.id,
      overrideAccess: true,
      data: { ...data, round },
    })) as unknown as AlertRow
  }
  if (outcome.confirm && (await allowPolicy(payload, 'stock-alert:email', email)))
    await queueMail(payload, await confirmMail(alert, inLang(product.name, input.lang), inLang(row?.name, input.lang)))
  return 'ok'
}

/** The confirmation link: an unconfirmed alert starts waiting (and goes at once if the product came back meanwhile). */
export async function confirmAlert(payload: Payload, token: string): Promise<boolean> {
  if (!isAlertToken(token)) return false
  const { db, t } = table(payload)
  const moved = await db
    .update(t)
    .set({ status: 'waiting', confirmedAt: new Date().toISOString() })
    .where(and(eq(t.token, token as never), eq(t.status, 'unconfirmed' as never)))
    .returning({ id: t.id })
  const found = await payload.find({
    collection: 'stock-alerts',
    where: { token: { equals: token } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const alert = found.docs[0] as unknown as AlertRow | undefined
  if (!alert) return false
  if (moved.length) await sendDueAlerts(payload, [idOf(alert.product)])
  return alert.status !== 'stopped'
}

/** The unsubscribe link of an e-mail: the alert stops, whatever its status. */
export async function stopAlert(payload: Payload, token: string): Promise<boolean> {
  if (!isAlertToken(token)) return false
  const { db, t } = table(payload)
  const rows = await db
    .update(t)
    .set({ status: 'stopped' })
    .where(eq(t.token, token as never))
    .returning({ id: t.id })
  return rows.length > 0
}

/**
 * Sends the alerts due: waiting, and what they wait for can be bought now (of these products, or of
 * every product with a waiting alert). Each alert's e-mail is recorded in the outbox under its own key
 * (`stock-alert:<id>:<round>:<created>`), so two processes recording it make one row; then one conditional
 * statement moves it to `sent`. A crash between the two leaves a recorded e-mail the outbox sends and
 * an alert the next look moves. Called after every change of stock and on the outbox's timer.
 */
export async function sendDueAlerts(payload: Payload, productIds?: (number | string)[]): Promise<number> {
  const where: Where = productIds
    ? { and: [{ status: { equals: 'waiting' } }, { product: { in: productIds } }] }
    : { status: { equals: 'waiting' } }
  const waiting = (
    await payload.find({ collection: 'stock-alerts', where, depth: 0, limit: 500, overrideAccess: true })
  ).docs as unknown as AlertRow[]
  const byProduct = new Map<string, AlertRow[]>()
  for (const a of waiting)
    byProduct.set(String(idOf(a.product)), [...(byProduct.get(String(idOf(a.product))) ?? []), a])
  let sent = 0
  const queued: (number | string)[] = []
  for (const [productId, alerts] of byProduct) {
    const product = await readProduct(payload, productId)
    if (!product) continue
    const due = alertsDue(
      stateOf(product),
      alerts.map((a) => ({ ...a, fragrance: a.fragrance || null })),
    )
    for (const a of due) if (await sendOne(payload, a, product, queued)) sent++
  }
  // Sent one after another beside the caller (a confirmation link, a cancel giving pieces back, the timer):
  // nobody waits for the mail server (issue 53).
  sendBeside(payload, queued)
  return sent
}

async function sendOne(
  payload: Payload,
  a: AlertRow,
  product: ProductRow,
  queued: (number | string)[],
): Promise<boolean> {
  const row = a.fragrance ? (product.fragrance ?? []).find((f) => f.id === a.fragrance) : undefined
  const message = await alertMail(a, {
    name: inLang(product.name, a.lang),
    fragrance: row ? inLang(row.name, a.lang) : '',
    url: product.url ?? '',
  })
  // The row's creation time with its id: an outbox key an older alert of the same id left (ids
  // given twice before ADR 0036) does not count as this alert's e-mail.
  const key = `stock-alert:${a.id}:${a.round}:${a.createdAt ?? ''}`
  const { id, created } = await enqueue(payload, { message }, key)
  const { db, t } = table(payload)
  const moved = await db
    .update(t)
    .set({ status: 'sent', sentAt: new Date().toISOString() })
    .where(and(eq(t.id, a.id as never), eq(t.status, 'waiting' as never), eq(t.round, a.round as never)))
    .returning({ id: t.id })
  if (created && !moved.length) {
    // Stopped (or asked again) between the look and the move: this round's e-mail is not sent.
    const now = (
      await payload.find({
        collection: 'stock-alerts',
        where: { id: { equals: a.id } },
        depth: 0,
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0] as unknown as AlertRow | undefined
    if (now?.status !== 'sent' || now.round !== a.round) {
      await voidQueued(payload, [id])
      return false
    }
  }
  if (created) queued.push(id)
  if (moved.length) log.info('back-in-stock alert sent', { alert: a.id, product: product.id })
  return moved.length > 0
}

/** After any change of stock, outside the request's work: a failure is logged, never the caller's. */
export function afterStockChange(payload: Payload, productIds: (number | string)[]): Promise<void> {
  return sendDueAlerts(payload, productIds).then(
    () => undefined,
    (err: Error) => log.error('back-in-stock alerts failed', { products: productIds, error: err.message }),
  )
}
