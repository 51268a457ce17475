import { formatPrice } from '@/i18n/config'
import type { ShippingRates } from './shipping'

/**
 * The placeholders the operator writes in page texts instead of the figures (the shipping policy, the FAQ,
 * the product's shipping tab, the home page): the pages show the live settings, never a copy of them.
 */
export const SHIPPING_TOKENS = {
  '{spedizione_italia}': (r: ShippingRates) => r.italy,
  '{spedizione_estero}': (r: ShippingRates) => r.abroad,
  // Italy's threshold (the zone most customers are in); 0,00 € when shipping there is never free.
  '{spedizione_gratuita_da}': (r: ShippingRates) => r.freeFrom.italy ?? 0,
} as const

const pattern = new RegExp(
  Object.keys(SHIPPING_TOKENS)
    .map((t) => t.replace(/[{}]/g, '\\$&'))
    .join('|'),
  'g',
)

/** Every string inside `value` (a page, a rich text) with the shipping placeholders replaced by the amounts. */
export function fillShippingFigures<T>(value: T, rates: ShippingRates): T {
  if (typeof value === 'string')
    return value.replace(pattern, (token) =>
      formatPrice(SHIPPING_TOKENS[token as keyof typeof SHIPPING_TOKENS](rates)),
    ) as T
  if (Array.isArray(value)) return value.map((v) => fillShippingFigures(v, rates)) as T
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillShippingFigures(v, rates)])) as T
  return value
}
