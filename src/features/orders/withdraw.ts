import type { Payload } from 'payload'
import { isPlausibleEmail } from '@/lib/identifiers'
import type { Order } from '@/payload-types'
import { getCurrentUser } from '@/features/sign-in/server'
import { getShopPayload } from '@/payload/shop-payload'
import { findCustomerOrder, findOrder } from './repository'
import { transition } from './transition'
import { withdrawalTokenFits, withdrawalWindow, withdrawnLines } from './withdrawal'

export type WithdrawResult =
  | { ok: true; order: Order }
  | { ok: false; reason: 'invalid' | 'not-paid' | 'closed' | 'already-withdrawn' | 'not-possible' | 'business' }

/**
 * The customer confirms the withdrawal (the caller has checked they may act on this order: their
 * account, or the order's signed link). Inside the window, with a name and at least one line, the
 * order moves to `withdrawn` with what was withdrawn and when; the life cycle's e-mails (the
 * acknowledgement to the customer, the notice to the seller) go out at once through the outbox.
 */
export async function withdraw(
  payload: Payload,
  order: Order,
  input: { name: string; email: string; lines: Record<string, number>; by: string },
  now = new Date(),
  /** After the move, before its e-mails (a return label: features/carriers); never undoes the withdrawal. */
  beforeSend?: (order: Order) => Promise<unknown>,
): Promise<WithdrawResult> {
  const window = withdrawalWindow(order, now)
  if (!window.open) return { ok: false, reason: window.reason }
  const lines = withdrawnLines(order, input.lines)
  const name = input.name.trim().slice(0, 200)
  const email = input.email.trim().toLowerCase()
  if (!lines || !name || !isPlausibleEmail(email)) return { ok: false, reason: 'invalid' }
  const moved = await transition(
    payload,
    {
      id: order.id,
      from: order.status,
      to: 'withdrawn',
      actor: 'customer',
      by: input.by,
      data: {
        withdrawal: {
          at: now.toISOString(),
          name,
          email,
          lines: lines.map((l) => ({ index: l.index, name: l.name, quantity: l.quantity })),
        },
      },
    },
    beforeSend,
  )
  return moved.ok ? moved : { ok: false, reason: 'already-withdrawn' }
}

/** The order the visitor may withdraw from: their own (signed in), or the one the signed link names. */
export async function withdrawableOrder(orderId: string, token: string | undefined): Promise<Order | null> {
  const payload = await getShopPayload()
  const user = await getCurrentUser()
  const own = user ? await findCustomerOrder(payload, user, orderId) : null
  if (own) return own
  if (!token) return null
  const order = await findOrder(payload, orderId)
  return order && (await withdrawalTokenFits(token, order)) ? order : null
}
