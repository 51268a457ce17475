import { isItaly } from '@/lib/geo'
import { sumMoney } from '@/lib/money'

/** Shipping fee rule (spec §9): 5.99 EUR to Italy, 14.99 EUR elsewhere, free from a subtotal of 89.69 EUR. */
export const SHIPPING_ITALY = 5.99
export const SHIPPING_ABROAD = 14.99
export const FREE_SHIPPING_FROM = 89.69

/** Where a parcel goes, as far as the fee is concerned. */
export type ShippingZone = 'italy' | 'abroad'
export const SHIPPING_ZONES: readonly ShippingZone[] = ['italy', 'abroad']
export const shippingZone = (country: string): ShippingZone => (isItaly(country) ? 'italy' : 'abroad')

export function zoneFee(subtotal: number, zone: ShippingZone): number {
  if (subtotal <= 0) return 0
  if (subtotal >= FREE_SHIPPING_FROM) return 0
  return zone === 'italy' ? SHIPPING_ITALY : SHIPPING_ABROAD
}

export const shippingFee = (subtotal: number, country: string): number => zoneFee(subtotal, shippingZone(country))

/** Total = subtotal + shipping, exact to the cent. */
export const orderTotal = (subtotal: number, fee: number) => sumMoney([subtotal, fee])
