import { and, asc, eq, inArray, isNull, lt, or } from '@payloadcms/db-sqlite/drizzle'
import type { Payload, Where } from 'payload'
import { numberDocument } from '@/features/invoices/server'
import type { Order, User } from '@/payload-types'
import {
  checkTransition,
  historyEntry,
  INITIAL_STATUS,
  tabStatuses,
  type Actor,
  type OrderStatus,
  type Tab,
  type TransitionError,
} from './lifecycle'
import { ON_TERMS } from './payment-state'

/**
 * Every read of an order and every change of its status. Orders are written only by server code
 * (as the system, after the shop's own checks); nothing else in the shop queries the collection but
 * this module and the ones beside it (repository-reports.ts: the reports' reads; repository-lifecycle.ts:
 * the other writes), as only-door.test.ts checks.
 */

/**
 * Order ids are integers on both databases (int4 on PostgreSQL: at most 2147483647); anything else is
 * no order (never a database error such as "value out of range").
 */
const MAX_ID = 2_147_483_647
const isId = (id: string) => /^\d{1,10}$/.test(id) && Number(id) <= MAX_ID
const SESSION = /^cs_[\w]{8,200}$/

export async function findOrder(payload: Payload, id: string | number): Promise<Order | null> {
  if (!isId(String(id))) return null
  return payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true, disableErrors: true })
}

async function findOne(payload: Payload, where: Where): Promise<Order | null> {
  const found = await payload.find({ collection: 'orders', where, limit: 1, depth: 0, overrideAccess: true })
  return found.docs[0] ?? null
}

/** The order a payment session (Stripe Checkout or the built-in test checkout) was opened for. */
export const findOrderBySession = (payload: Payload, sessionId: string) =>
  SESSION.test(sessionId) ? findOne(payload, { checkoutSessionId: { equals: sessionId } }) : Promise.resolve(null)

/** The order paid by a payment intent (a refund made in Stripe's dashboard names only that). */
export const findOrderByPaymentIntent = (payload: Payload, paymentIntent: string) =>
  paymentIntent ? findOne(payload, { paymentIntentId: { equals: paymentIntent } }) : Promise.resolve(null)

/** The order a payment event is about: the id the session carries in its metadata, else the session id. */
export async function findOrderForPayment(payload: Payload, ref: { orderId?: string; sessionId: string }) {
  const byId = ref.orderId ? await findOrder(payload, ref.orderId) : null
  return byId ?? findOrderBySession(payload, ref.sessionId)
}

/** A new order, in the life cycle's first status (the checkout has priced it on the server). */
export async function insertOrder(payload: Payload, data: Omit<Order, 'id' | 'status' | 'createdAt' | 'updatedAt'>) {
  return payload.create({ collection: 'orders', overrideAccess: true, data: { ...data, status: INITIAL_STATUS } })
}

/** Records the payment session opened for a pending order. */
export async function attachPaymentSession(payload: Payload, id: Order['id'], sessionId: string) {
  await payload.update({ collection: 'orders', id, overrideAccess: true, data: { checkoutSessionId: sessionId } })
}

/**
 * A customer's orders: those with their user id, plus guest orders placed with their
 * e-mail — the latter only once that e-mail is verified (otherwise anyone could sign up
 * with someone else's address and read their orders).
 */
export function customerOrdersWhere(user: Pick<User, 'id' | 'email' | 'verified'>): Where {
  const own: Where = { user: { equals: user.id } }
  if (!user.verified) return own
  return { or: [own, { and: [{ user: { exists: false } }, { email: { equals: user.email.toLowerCase() } }] }] }
}

export async function listCustomerOrders(payload: Payload, user: User): Promise<Order[]> {
  const res = await payload.find({
    collection: 'orders',
    where: customerOrdersWhere(user),
    sort: '-createdAt',
    limit: 200,
    depth: 0,
    overrideAccess: true,
  })
  return res.docs
}

/** The order, if it is this customer's; null for any other id (decided on the server). */
export async function findCustomerOrder(payload: Payload, user: User, id: string): Promise<Order | null> {
  if (!isId(id)) return null
  return findOne(payload, { and: [{ id: { equals: id } }, customerOrdersWhere(user)] })
}

export const OPERATOR_PAGE_SIZE = 20

/** The operator's order list: newest first, by tab and id substring, paginated in the database. */
export async function listOrdersForOperator(payload: Payload, args: { tab: Tab; q: string; page: number }) {
  const and: Where[] = [{ status: { in: tabStatuses(args.tab) } }]
  const q = args.q.trim().replace(/^#/, '')
  if (q) and.push({ ref: { like: q } })
  return payload.find({
    collection: 'orders',
    where: { and },
    sort: '-createdAt',
    limit: OPERATOR_PAGE_SIZE,
    page: Math.max(1, args.page),
    depth: 0,
    overrideAccess: true,
    select: {
      ref: true,
      createdAt: true,
      status: true,
      tracking: true,
      email: true,
      totalAmount: true,
      billingData: { firstName: true, lastName: true, phone: true, azienda: true },
      // An order on payment terms shows when it is due (features/orders/payment-state.ts).
      payment: true,
      paymentDue: true,
      transferDate: true,
      // A held payment shows what was paid beside the total (ADR 0031).
      heldPayment: { amount: true, from: true },
    },
  })
}

export type MoveResult = { ok: true; order: Order } | { ok: false; error: TransitionError | { kind: 'not-found' } }

type OrdersTable = Record<'id' | 'status' | 'transferDate' | 'payment' | 'paymentDue' | 'paymentRemindedAt', never>
type Db = {
  update(t: unknown): {
    set(v: unknown): { where(w: unknown): { returning(r: unknown): Promise<{ id: unknown }[]> } }
  }
  select(f: unknown): {
    from(t: unknown): {
      where(w: unknown): { orderBy(o: unknown): { limit(n: number): Promise<{ id: unknown }[]> } }
    }
  }
}
const ordersTable = (payload: Payload) => {
  const a = payload.db as unknown as { drizzle: Db; tables: Record<string, OrdersTable> }
  return { db: a.drizzle, t: a.tables.orders! }
}

/**
 * Moves the status from `from` to `to` only if it is still `from`: one conditional statement, so of
 * two requests (or processes) moving the same order at once exactly one wins.
 */
async function claimStatus(payload: Payload, id: Order['id'], from: OrderStatus, to: OrderStatus) {
  const { db, t } = ordersTable(payload)
  const rows = await db
    .update(t)
    .set({ status: to, updatedAt: new Date().toISOString() })
    .where(and(eq(t.id, id as never), eq(t.status, from as never)))
    .returning({ id: t.id })
  return rows.length === 1
}

/**
 * Records the bank transfer of an order on payment terms (shipped before it is paid, ADR 0026): one
 * conditional statement, so of two operators (or processes) recording it at once exactly one does,
 * with its date; the status is the shipping's, untouched. Then the history says who recorded it.
 */
export async function claimTransferDate(payload: Payload, order: Order, date: string, by: string): Promise<boolean> {
  const { db, t } = ordersTable(payload)
  const rows = await db
    .update(t)
    .set({ transferDate: date, updatedAt: new Date().toISOString() })
    .where(and(eq(t.id, order.id as never), eq(t.payment, 'bank-transfer' as never), isNull(t.transferDate)))
    .returning({ id: t.id })
  if (rows.length !== 1) return false
  const now = await findOrder(payload, order.id)
  await payload.update({
    collection: 'orders',
    id: order.id,
    overrideAccess: true,
    data: { history: [...(now?.history ?? []), historyEntry('transfer-recorded' as never, by)] },
  })
  return true
}

/**
 * Dealers' orders on payment terms due before `dueBefore`, not paid, and not reminded since their due
 * date: the payment reminders' scan (features/orders/payment-reminders.ts), the earliest due first.
 */
export async function overdueUnreminded(payload: Payload, dueBefore: Date, limit = 50): Promise<Order['id'][]> {
  const { db, t } = ordersTable(payload)
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        eq(t.payment, 'bank-transfer' as never),
        lt(t.paymentDue, dueBefore.toISOString() as never),
        isNull(t.transferDate),
        inArray(t.status, ON_TERMS as never),
        notRemindedSinceDue(t),
      ),
    )
    .orderBy(asc(t.paymentDue))
    .limit(limit)
  return rows.map((r) => r.id as Order['id'])
}

/** Never reminded, or only before the due date (a courtesy reminder the operator sent). */
const notRemindedSinceDue = (t: OrdersTable) => or(isNull(t.paymentRemindedAt), lt(t.paymentRemindedAt, t.paymentDue))

/**
 * Records a payment reminder on the order: the overdue one (`overdue`) only if none was recorded since
 * the due date (one statement, so of two processes' scans one records it), otherwise as the latest.
 * Whether it was recorded.
 */
export async function markReminded(payload: Payload, id: Order['id'], at: Date, overdue: boolean): Promise<boolean> {
  const { db, t } = ordersTable(payload)
  const rows = await db
    .update(t)
    .set({ paymentRemindedAt: at.toISOString() })
    .where(overdue ? and(eq(t.id, id as never), notRemindedSinceDue(t)) : eq(t.id, id as never))
    .returning({ id: t.id })
  return rows.length === 1
}

/**
 * The one status writer: checks the move against the transition table, claims it in the database
 * (the status must still be the one read), then stores `data` and a history line saying who (`by`)
 * and when. A move another request made first answers 'already-done'.
 */
export async function moveOrder(
  payload: Payload,
  args: {
    id: Order['id'] | string
    to: OrderStatus
    actor: Actor
    by: string
    data?: Partial<Order>
    /** The status the caller saw, when it decided on the move from it. */
    from?: OrderStatus
    /**
     * The year of the e-invoice series the order takes its number from, in the same transaction as the
     * move (features/invoices/numbering.ts): only the request that wins the move takes one.
     */
    invoiceYear?: number
  },
): Promise<MoveResult> {
  const current = await findOrder(payload, args.id)
  if (!current) return { ok: false, error: { kind: 'not-found' } }
  if (args.from && current.status !== args.from) return { ok: false, error: { kind: 'already-done' } }
  const check = checkTransition(current.status, args.to, args.actor)
  if (!check.ok) return check
  const won = args.invoiceYear
    ? await numberDocument(payload, args.invoiceYear, {
        table: 'orders',
        id: current.id,
        column: 'invoice_number',
        claim: { column: 'status', from: current.status, to: args.to },
      })
    : { claimed: await claimStatus(payload, current.id, current.status, args.to), number: null }
  if (!won.claimed) return { ok: false, error: { kind: 'already-done' } }
  const claimed: Partial<Order> = won.number ? { invoiceNumber: won.number } : {}
  const order = await payload.update({
    collection: 'orders',
    id: current.id,
    overrideAccess: true,
    data: {
      ...args.data,
      ...claimed,
      status: args.to,
      history: [...(current.history ?? []), historyEntry(args.to, args.by)],
    },
  })
  return { ok: true, order }
}
