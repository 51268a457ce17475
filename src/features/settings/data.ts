import { DEFAULT_PACKAGING, DEFAULT_SHIPPING, sizeOf, type ShippingRates } from '@/features/pricing'
import type { Packaging, RateZone } from '@/features/pricing'
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
  const italy = amount(s?.italy, DEFAULT_SHIPPING.italy)
  const table = rateTable(s)
  const shipped = countries.length ? countries : DEFAULT_SHIPPING.countries
  // The pages' "abroad" figure: the lowest light-parcel fee outside Italy when the operator made zones.
  const firsts = table.filter((z) => z.countries.some((c) => c !== 'IT')).map((z) => z.bands[0]?.price ?? Infinity)
  const abroad = table.length && firsts.length ? Math.min(...firsts) : amount(s?.abroad, DEFAULT_SHIPPING.abroad)
  return {
    shipping: {
      italy: table.find((z) => z.countries.includes('IT'))?.bands[0]?.price ?? italy,
      abroad,
      countries: shipped,
      table,
      packaging: packaging(s),
    },
    lowStock: amount(doc.lowStock, 5),
    offers,
  }
}

type StoredShipping = Partial<ShopSetting['shipping']> | undefined

/** The operator's zones with usable bands (the schema's validation keeps them rising); none: the default table. */
function rateTable(s: StoredShipping): RateZone[] {
  return (s?.zones ?? [])
    .map((z) => ({
      name: z.name,
      countries: [...(z.countries ?? [])],
      bands: (z.bands ?? [])
        .filter((b) => b.upToKg > 0 && b.price >= 0)
        .map((b) => ({ upToKg: b.upToKg, price: b.price })),
    }))
    .filter((z) => z.countries.length && z.bands.length)
}

/** The operator's boxes and padding; no boxes: the default ones. */
function packaging(s: StoredShipping): Packaging {
  const boxes = (s?.boxes ?? []).flatMap((b) => {
    const inner = sizeOf(b.length, b.width, b.height)
    return inner ? [{ name: b.name, inner, weight: b.weight, maxWeight: b.maxWeight }] : []
  })
  const byType = Object.fromEntries((s?.paddingByType ?? []).map((p) => [p.category.trim().toLowerCase(), p.grams]))
  return {
    boxes: boxes.length ? boxes : DEFAULT_PACKAGING.boxes,
    padding: amount(s?.padding, DEFAULT_PACKAGING.padding),
    paddingByType: byType,
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
