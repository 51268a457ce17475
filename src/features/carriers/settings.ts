import type { Payload } from 'payload'
import { countryIso, isItaly } from '@/lib/geo'
import { parcelFactsOf } from '@/features/cart/server'
import { getShopSettings } from '@/features/settings/server'
import type { CarrierSetting, Order } from '@/payload-types'
import { manualProvider } from './manual'
import { announcedParcels } from './parcels'
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

/** The zone's option for deliveries to a pickup point (ADR 0043, review), as saved; null when none. */
export function pickupOptionOf(
  settings: Pick<CarrierSetting, 'italyPickupOption' | 'abroadPickupOption'>,
  country: string | null | undefined,
): string | null {
  const code = (isItaly(country ?? 'Italy') ? settings.italyPickupOption : settings.abroadPickupOption)?.trim()
  return code || null
}

/**
 * How an order going to a pickup point is shipped: the zone's provider with the zone's pickup option (an
 * option that delivers to service points; the home one usually does not). Null when the zone ships by hand
 * or has no pickup option: such an order cannot be announced to its point.
 */
export function pickupMethodFor(
  settings: Pick<CarrierSetting, 'italy' | 'abroad' | 'italyPickupOption' | 'abroadPickupOption'>,
  country: string | null | undefined,
): ZoneMethod | null {
  const home = methodFor(settings, country)
  const code = pickupOptionOf(settings, country)
  if (home.provider.name === 'manual' || !code) return null
  return { provider: home.provider, optionCode: code }
}

/** The provider that announced an order's shipment (its label and cancel go there), or null. */
export const providerOf = (order: Order): CarrierProvider | null =>
  order.shipment?.provider === 'sendcloud' && sendcloudConfigured() ? sendcloudProvider : null

/**
 * The order's parcels, computed on the server from its lines: the ones its quote priced (parcels.ts
 * announcedParcels, ADR 0041), for the billing country the order's fee was taken for.
 */
export async function orderParcels(order: Order, pieceGrams: number): Promise<Parcel[]> {
  const ids = order.items.map((i) => String(typeof i.product === 'object' ? i.product?.id : i.product))
  const [facts, settings] = await Promise.all([parcelFactsOf(ids), getShopSettings()])
  const iso = countryIso(order.billingData?.country ?? 'Italy') ?? ''
  return announcedParcels(order.items, facts, settings.shipping, iso, pieceGrams)
}
