import type { Payload } from 'payload'
import { isItaly } from '@/lib/geo'
import type { CarrierSetting, Order } from '@/payload-types'
import { manualProvider } from './manual'
import { parcelsOf } from './parcels'
import { sendcloudConfigured, sendcloudProvider } from './sendcloud'
import type { CarrierProvider, Parcel } from './types'

export type ZoneMethod = { provider: CarrierProvider; optionCode: string }

/** The carrier settings from /cms (read on the server only; never cached across an operator's save). */
export async function carrierSettings(payload: Payload): Promise<CarrierSetting> {
  return payload.findGlobal({ slug: 'carrier-settings', depth: 0, overrideAccess: true })
}

/**
 * How an order is shipped: its zone's method (Italy or the other countries: issue 55's zones replace the
 * two when they land). Manual — the operator types the tracking — unless the zone has a Sendcloud option
 * and the shop has Sendcloud's keys: without keys every zone is manual, as before.
 */
export function methodFor(
  settings: Pick<CarrierSetting, 'italy' | 'abroad'>,
  country: string | null | undefined,
): ZoneMethod {
  const code = isItaly(country ?? 'Italy') ? settings.italy : settings.abroad
  if (!code || code === 'manual' || !sendcloudConfigured()) return { provider: manualProvider, optionCode: 'manual' }
  return { provider: sendcloudProvider, optionCode: code }
}

/** The provider that announced an order's shipment (its label and cancel go there), or null. */
export const providerOf = (order: Order): CarrierProvider | null =>
  order.shipment?.provider === 'sendcloud' && sendcloudConfigured() ? sendcloudProvider : null

/** The weights of the order's products (grams; null when a product has none). */
async function productWeights(payload: Payload, order: Order): Promise<Map<string, number | null>> {
  const ids = [
    ...new Set(
      order.items.map((i) => (typeof i.product === 'object' ? i.product?.id : i.product)).filter((id) => id != null),
    ),
  ]
  if (!ids.length) return new Map()
  const found = await payload.find({
    collection: 'products',
    where: { id: { in: ids } },
    limit: ids.length,
    depth: 0,
    overrideAccess: true,
    select: { weight: true },
  })
  return new Map(found.docs.map((p) => [String(p.id), p.weight ?? null]))
}

/** The order's parcels and their weights, computed on the server from its lines. */
export async function orderParcels(payload: Payload, order: Order, pieceGrams: number): Promise<Parcel[]> {
  const weights = await productWeights(payload, order)
  return parcelsOf(
    order.items.map((i) => ({
      quantity: i.quantity,
      grams: weights.get(String(typeof i.product === 'object' ? i.product?.id : i.product)) ?? null,
    })),
    pieceGrams,
  )
}
