import { env } from '@/lib/env'
import type { Order } from '@/payload-types'
import { withdrawalLink } from './withdrawal'

/**
 * Where a withdrawal's return label is downloaded (app/api/orders/[id]/return-label): for the order's
 * owner signed in, for the guest with the order's withdrawal token (`t`, the same signed link the withdrawal
 * page takes) and for operators; anyone else gets 404.
 */
export const returnLabelPath = (orderId: Order['id'] | string, token?: string) =>
  `/api/orders/${encodeURIComponent(String(orderId))}/return-label${token ? `?t=${encodeURIComponent(token)}` : ''}`

/** The absolute link for the acknowledgement e-mail, with the order's withdrawal token (guests have no account). */
export async function returnLabelLink(order: Pick<Order, 'id' | 'email'>): Promise<string> {
  const token = new URL(await withdrawalLink(order)).searchParams.get('t') ?? undefined
  return `${env.siteUrl}${returnLabelPath(order.id, token)}`
}

/** What the withdrawal's confirmation says about the return: a label to download, a label that failed, or nothing. */
export function returnState(order: Pick<Order, 'returnShipment'>): 'ready' | 'failed' | null {
  const r = order.returnShipment
  if (r?.labelRef) return 'ready'
  if (r?.error) return 'failed'
  return null
}

/** The failure's kind and the provider's reason, as recorded ("invalid: Invalid postal code …"). */
export function returnFailure(order: Pick<Order, 'returnShipment'>): { kind: string; detail: string } | null {
  const error = order.returnShipment?.error
  if (!error) return null
  const at = error.indexOf(':')
  return at < 0 ? { kind: error, detail: '' } : { kind: error.slice(0, at), detail: error.slice(at + 1).trim() }
}
