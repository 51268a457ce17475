import { EU_CODES, isItaly } from '@/lib/geo'
import { sumMoney } from '@/lib/money'
import { DEFAULT_SHIPPING_FEES } from '@/payload/values'
import type { Packaging } from './parcels'
import { defaultRateTable, type RateZone } from './rates'

/** Where a parcel goes, as far as the fee is concerned. */
export type ShippingZone = 'italy' | 'abroad'

/**
 * The shipping rates: a fee for Italy and one for the other countries and the countries shipped to (ISO
 * codes, all EU: outside it the VAT rules differ, ADR 0011), as the operator sets them in /cms
 * (Impostazioni del negozio); and per zone the subtotal from which shipping is free, from the running
 * free-shipping offers (features/pricing/offers.ts; null: never free there).
 */
export type ShippingRates = {
  /** A light parcel's fee to Italy and (the lowest) to the other countries: the pages' figures. */
  italy: number
  abroad: number
  freeFrom: Record<ShippingZone, number | null>
  countries: readonly string[]
  /** The rate table (features/pricing/rates.ts) and the packaging the parcels are made with (parcels.ts). */
  /** Absent: the default table for `italy` and `abroad`, and DEFAULT_PACKAGING. */
  table?: readonly RateZone[]
  packaging?: Packaging
}

/** The packaging until the operator describes theirs: three common boxes, 60 g of padding per piece. */
export const DEFAULT_PACKAGING: Packaging = {
  boxes: [
    { name: 'S', inner: { length: 30, width: 20, height: 15 }, weight: 200, maxWeight: 5000 },
    { name: 'M', inner: { length: 40, width: 30, height: 30 }, weight: 400, maxWeight: 12000 },
    { name: 'L', inner: { length: 60, width: 40, height: 40 }, weight: 800, maxWeight: 25000 },
  ],
  padding: 60,
}

/** The specification's rule (§9), the seed's: 5.99 EUR to Italy, 14.99 EUR elsewhere, free from 89.69 EUR. */
export const DEFAULT_SHIPPING: ShippingRates = {
  italy: DEFAULT_SHIPPING_FEES.italy,
  abroad: DEFAULT_SHIPPING_FEES.abroad,
  freeFrom: { italy: DEFAULT_SHIPPING_FEES.freeFrom, abroad: DEFAULT_SHIPPING_FEES.freeFrom },
  countries: [...EU_CODES],
  table: defaultRateTable(DEFAULT_SHIPPING_FEES.italy, DEFAULT_SHIPPING_FEES.abroad, [...EU_CODES]),
  packaging: DEFAULT_PACKAGING,
}
export const SHIPPING_ZONES: readonly ShippingZone[] = ['italy', 'abroad']
export const shippingZone = (country: string): ShippingZone => (isItaly(country) ? 'italy' : 'abroad')

/** A light parcel's fee in a zone (the pages' figures, the feeds); an order's fee is countryFees' (quote-shipping.ts). */
export function zoneFee(subtotal: number, zone: ShippingZone, rates: ShippingRates = DEFAULT_SHIPPING): number {
  if (subtotal <= 0) return 0
  const from = rates.freeFrom[zone]
  if (from !== null && subtotal >= from) return 0
  return zone === 'italy' ? rates.italy : rates.abroad
}

export const shippingFee = (subtotal: number, country: string, rates: ShippingRates = DEFAULT_SHIPPING): number =>
  zoneFee(subtotal, shippingZone(country), rates)

/** Total = subtotal + shipping, exact to the cent. */
export const orderTotal = (subtotal: number, fee: number) => sumMoney([subtotal, fee])
