import { DEFAULT_SHIPPING, type ShippingRates } from '@/features/checkout/shipping'
import { cached, cacheTags } from '@/lib/cache'
import { EU_CODES } from '@/lib/geo'
import { getShopPayload } from '@/payload/shop-payload'
import type { ShopSetting } from '@/payload-types'

export type ShopSettings = { shipping: ShippingRates; lowStock: number }

const amount = (v: unknown, fallback: number) => (typeof v === 'number' && v >= 0 ? v : fallback)

/** The stored settings with the specification's figures where nothing was saved yet. */
export function toShopSettings(doc: Partial<ShopSetting>): ShopSettings {
  const s = doc.shipping
  const countries = (s?.countries ?? []).filter((c) => EU_CODES.has(c))
  return {
    shipping: {
      italy: amount(s?.italy, DEFAULT_SHIPPING.italy),
      abroad: amount(s?.abroad, DEFAULT_SHIPPING.abroad),
      freeFrom: amount(s?.freeFrom, DEFAULT_SHIPPING.freeFrom),
      countries: countries.length ? countries : DEFAULT_SHIPPING.countries,
    },
    lowStock: amount(doc.lowStock, 5),
  }
}

/** The shop settings from /cms, cached until they are saved. */
export const getShopSettings = (): Promise<ShopSettings> =>
  cached(
    async () => toShopSettings(await (await getShopPayload()).findGlobal({ slug: 'shop-settings', depth: 0 })),
    ['shop-settings'],
    [cacheTags.global('shop-settings')],
  )()

export const getShippingRates = async (): Promise<ShippingRates> => (await getShopSettings()).shipping
