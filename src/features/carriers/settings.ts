import type { Payload } from 'payload'
import { isItaly } from '@/lib/geo'
import { parcelFactsOf } from '@/features/cart/server'
import { DEFAULT_PACKAGING, packParcels } from '@/features/pricing'
import { getShopSettings } from '@/features/settings/server'
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

/**
 * The order's parcels and their weights, computed on the server from its lines: the shop's own packing
 * (features/pricing packParcels, ADR 0041: boxes, padding, each piece's weight and size, a fragrance's where
 * set), with the operator's piece weight for a product that has none (carrier settings: a carrier needs a
 * weight). An order that fits no box is announced as one parcel of its lines' weight: the carrier decides.
 */
export async function orderParcels(order: Order, pieceGrams: number): Promise<Parcel[]> {
  const ids = order.items.map((i) => String(typeof i.product === 'object' ? i.product?.id : i.product))
  const [facts, settings] = await Promise.all([parcelFactsOf(ids), getShopSettings()])
  const lines = order.items.map((i, n) => {
    const p = facts.get(ids[n]!)
    const variant = i.fragrance ? p?.variants[i.fragrance] : undefined
    const pieces = i.sets ? Math.max(1, Number(i.sets) || 1) : 1
    const weight = variant?.weight ?? p?.weight ?? pieceGrams
    return {
      key: i.sku || ids[n]!,
      // A set is its pieces, each with its padding and volume (as the checkout's quote packs it: cart parcelLines).
      weight,
      size: variant?.size ?? p?.size ?? null,
      quantity: i.quantity * pieces,
    }
  })
  const packed = packParcels(lines, settings.shipping.packaging ?? DEFAULT_PACKAGING)
  if (packed.ok && packed.parcels.length) return packed.parcels.map((p) => ({ grams: p.weight }))
  return parcelsOf(
    lines.map((l) => ({ quantity: l.quantity, grams: l.weight })),
    pieceGrams,
  )
}
