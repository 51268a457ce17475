import type { Payload } from 'payload'
import type { Order } from '@/payload-types'

/**
 * A withdrawal's return label on the order (features/carriers returns, ADR 0042): the provider's return, the
 * reference its PDF is fetched by and the tracking — or why the provider refused it, for the operator. One
 * write of the order's `returnShipment` group; the withdrawal itself was recorded before (its move).
 */
export type ReturnRecord =
  | {
      ok: true
      provider: string
      returnId: string
      labelRef: string
      trackingNumber: string | null
      trackingUrl: string | null
    }
  | { ok: false; provider: string; error: string }

export async function recordReturn(payload: Payload, id: Order['id'], record: ReturnRecord): Promise<Order> {
  const at = new Date().toISOString()
  const returnShipment = record.ok
    ? {
        provider: record.provider,
        returnId: record.returnId,
        labelRef: record.labelRef,
        trackingNumber: record.trackingNumber,
        trackingUrl: record.trackingUrl,
        error: null,
        at,
      }
    : { provider: record.provider, returnId: null, labelRef: null, error: record.error.slice(0, 500), at }
  return payload.update({ collection: 'orders', id, overrideAccess: true, depth: 0, data: { returnShipment } })
}
