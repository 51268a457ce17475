import { isItaly } from '@/lib/geo'

/** Shipping fee rule (spec §9): 5.99 EUR to Italy, 14.99 EUR elsewhere, free from a subtotal of 89.69 EUR. */
export const SHIPPING_ITALY = 5.99
export const SHIPPING_ABROAD = 14.99
export const FREE_SHIPPING_FROM = 89.69

export function shippingFee(subtotal: number, country: string): number {
  if (subtotal <= 0) return 0
  if (subtotal >= FREE_SHIPPING_FROM) return 0
  return isItaly(country) ? SHIPPING_ITALY : SHIPPING_ABROAD
}

/** Total = subtotal + shipping, in cents-exact euros. */
export const orderTotal = (subtotal: number, fee: number) => Math.round((subtotal + fee) * 100) / 100
