import { EU_CODES, isItaly } from '@/lib/geo'
import { sumMoney } from '@/lib/money'
import { DEFAULT_SHIPPING_FEES } from '@/payload/values'

/** Where a parcel goes, as far as the fee is concerned. */
export type ShippingZone = 'italy' | 'abroad'

/**
 * The shipping rates: a fee for Italy and one for the other countries and the countries shipped to (ISO
 * codes, all EU: outside it the VAT rules differ, ADR 0011), as the operator sets them in /cms
 * (Impostazioni del negozio); and per zone the subtotal from which shipping is free, from the running
 * free-shipping offers (features/pricing/offers.ts; null: never free there).
 */
export type ShippingRates = {
  italy: number
  abroad: number
  freeFrom: Record<ShippingZone, number | null>
  countries: readonly string[]
}

/** The specification's rule (§9), the seed's: 5.99 EUR to Italy, 14.99 EUR elsewhere, free from 89.69 EUR. */
export const DEFAULT_SHIPPING: ShippingRates = {
  italy: DEFAULT_SHIPPING_FEES.italy,
  abroad: DEFAULT_SHIPPING_FEES.abroad,
  freeFrom: { italy: DEFAULT_SHIPPING_FEES.freeFrom, abroad: DEFAULT_SHIPPING_FEES.freeFrom },
  countries: [...EU_CODES],
}
export const SHIPPING_ZONES: readonly ShippingZone[] = ['italy', 'abroad']
export const shippingZone = (country: string): ShippingZone => (isItaly(country) ? 'italy' : 'abroad')

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
