import { DEFAULT_SHIPPING, type ShippingRates } from '@/features/pricing'
import { loadOffers, type StoredOffer } from '@/features/pricing/server'
import { freeShippingFrom, type Offer } from '@/features/pricing/server'
import { cached, cacheTags } from '@/lib/cache'
import { EU_CODES } from '@/lib/geo'
import { getShopPayload } from '@/payload/shop-payload'
import type { ShopSetting } from '@/payload-types'

export type ShopSettings = { shipping: Omit<ShippingRates, 'freeFrom'>; lowStock: number; offers: StoredOffer[] }

const amount = (v: unknown, fallback: number) => (typeof v === 'number' && v >= 0 ? v : fallback)

/** The stored settings with the specification's figures where nothing was saved yet. */
export function toShopSettings(doc: Partial<ShopSetting>, offers: StoredOffer[] = []): ShopSettings {
  const s = doc.shipping
  const countries = (s?.countries ?? []).filter((c) => EU_CODES.has(c))
  return {
    shipping: {
      italy: amount(s?.italy, DEFAULT_SHIPPING.italy),
      abroad: amount(s?.abroad, DEFAULT_SHIPPING.abroad),
      countries: countries.length ? countries : DEFAULT_SHIPPING.countries,
    },
    lowStock: amount(doc.lowStock, 5),
    offers,
  }
}

/** The shop settings from /cms and the operator's offers, cached until either is saved (or an offer starts or ends). */
export const getShopSettings = (): Promise<ShopSettings> =>
  cached(
    async () => {
      const payload = await getShopPayload()
      const [doc, offers] = await Promise.all([
        payload.findGlobal({ slug: 'shop-settings', depth: 0 }),
        loadOffers(payload),
      ])
      return toShopSettings(doc, offers)
    },
    ['shop-settings', 'offers'],
    [cacheTags.global('shop-settings'), cacheTags.sales],
  )()

/** The offers as the pure rules take them (the cache keeps dates as text). */
export const runningOffers = (s: ShopSettings): Offer[] =>
  s.offers.map(
    (o) => ({ ...o, starts: o.starts ? new Date(o.starts) : null, ends: o.ends ? new Date(o.ends) : null }) as Offer,
  )

/** The shipping rates at `now`: the settings' fees and the running free-shipping offers' thresholds. */
export const ratesAt = (s: ShopSettings, now: Date): ShippingRates => ({
  ...s.shipping,
  freeFrom: freeShippingFrom(runningOffers(s), now),
})

export const getShippingRates = async (now = new Date()): Promise<ShippingRates> =>
  ratesAt(await getShopSettings(), now)
