import type { Payload } from 'payload'
import { cached, cacheTags } from '@/lib/cache'
import { allPages } from '@/lib/pages'
import { getShopPayload } from '@/payload/shop-payload'
import type { Product, TradeSetting, User } from '@/payload-types'
import type { ListedDealer } from './listing'
import { casePackOf, type ProductTerms } from './trade'

/** A signed-in customer's active trade account, as pricing and checkout use it (ADR 0026). */
export type Dealer = {
  userId: string
  company: string
  /** ISO code of the dealer's country (IT for Italian dealers). */
  country: string
  vatNumber: string
  sdi: string
  pec: string
  /** The price list's percentage off the list price net of VAT (0 without a list). */
  percentOff: number
  priceList: string
  /** Payment terms granted by the operator (0: pays before shipping). */
  paymentTermsDays: number
}

type DealerGroup = NonNullable<User['dealer']>

/** The trade account of a user document, when active (suspended or none: a consumer). Pure. */
export function dealerOf(user: { id: number | string; dealer?: DealerGroup | null }): Dealer | null {
  const d = user.dealer
  if (d?.status !== 'active') return null
  const list = typeof d.priceList === 'object' && d.priceList !== null ? d.priceList : null
  return {
    userId: String(user.id),
    company: d.company ?? '',
    country: (d.country || 'IT').toUpperCase(),
    vatNumber: d.vatNumber ?? '',
    sdi: (d.sdi ?? '').toUpperCase(),
    pec: d.pec ?? '',
    percentOff: typeof list?.percentOff === 'number' ? list.percentOff : 0,
    priceList: list?.name ?? '',
    paymentTermsDays: typeof d.paymentTermsDays === 'number' ? d.paymentTermsDays : 0,
  }
}

/**
 * The signed-in user's trade account, read from the database at this request (a suspension applies at
 * once, whatever the session says). Null for guests, consumers and suspended dealers.
 */
export async function activeDealer(user: Pick<User, 'id'> | null, payload?: Payload): Promise<Dealer | null> {
  if (!user) return null
  const p = payload ?? (await getShopPayload())
  const doc = await p
    .findByID({ collection: 'users', id: user.id, depth: 1, overrideAccess: true, select: { dealer: true } })
    .catch(() => null)
  return doc ? dealerOf({ id: user.id, dealer: doc.dealer }) : null
}

type TradeDoc = Pick<Product, 'id' | 'price' | 'sets' | 'trade'>

/** A product's stored trade terms. Pure. */
export const termsOf = (p: TradeDoc): ProductTerms => ({
  id: String(p.id),
  listPrice: p.price,
  tradePrice: typeof p.trade?.tradePrice === 'number' ? p.trade.tradePrice : null,
  sets: (p.sets ?? []).map((s) => ({
    number: s.number,
    listPrice: s.price,
    tradePrice: typeof s.tradePrice === 'number' ? s.tradePrice : null,
  })),
  casePack: casePackOf(p.trade?.casePack),
  dealerOnly: Boolean(p.trade?.dealerOnly),
})

/**
 * Every published product's trade terms, by id: read past the fields' access (trade prices are the
 * operator's through Payload's API), cached on the server until a product is saved, never in a page.
 */
export const getProductTerms = (): Promise<Map<string, ProductTerms>> =>
  cached(
    async () => {
      const payload = await getShopPayload()
      const docs = await allPages((page) =>
        payload.find({
          collection: 'products',
          where: { _status: { equals: 'published' } },
          depth: 0,
          limit: 250,
          page,
          overrideAccess: true,
          select: { price: true, sets: true, trade: true },
        }),
      )
      return (docs as TradeDoc[]).map(termsOf)
    },
    ['trade-terms'],
    [cacheTags.products],
  )().then((list) => new Map(list.map((t) => [t.id, t])))

/**
 * The trade terms of the published products named (a dealer's cart), by id: one read by primary key,
 * not every product's; the same terms `getProductTerms` holds, fresh from the database.
 */
export async function getProductTermsOf(ids: readonly string[]): Promise<Map<string, ProductTerms>> {
  const wanted = [...new Set(ids.map(Number))].filter((id) => Number.isSafeInteger(id) && id > 0)
  if (!wanted.length) return new Map()
  const payload = await getShopPayload()
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: [{ _status: { equals: 'published' } }, { id: { in: wanted } }] },
    depth: 0,
    limit: wanted.length,
    pagination: false,
    overrideAccess: true,
    select: { price: true, sets: true, trade: true },
  })
  return new Map((docs as TradeDoc[]).map(termsOf).map((t) => [t.id, t]))
}

export type TradeSettings = { minimumOrder: number; transferDays: number; promotions: boolean }

/** The stored dealer terms with the defaults where nothing was saved. Pure. */
export const toTradeSettings = (doc: Partial<TradeSetting>): TradeSettings => ({
  minimumOrder: typeof doc.minimumOrder === 'number' && doc.minimumOrder >= 0 ? doc.minimumOrder : 150,
  transferDays: typeof doc.transferDays === 'number' && doc.transferDays >= 1 ? doc.transferDays : 10,
  promotions: Boolean(doc.promotions),
})

/** The dealer terms from /cms, cached until they are saved. */
export const getTradeSettings = (): Promise<TradeSettings> =>
  cached(
    async () =>
      toTradeSettings(
        await (await getShopPayload()).findGlobal({ slug: 'trade-settings', depth: 0, overrideAccess: true }),
      ),
    ['trade-settings'],
    [cacheTags.global('trade-settings')],
  )()

/** Active dealers listed with their consent on the display-stand pages, cached until a trade account changes. */
export const getListedDealers = (): Promise<ListedDealer[]> =>
  cached(
    async () => {
      const res = await (
        await getShopPayload()
      ).find({
        collection: 'users',
        where: { and: [{ 'dealer.status': { equals: 'active' } }, { 'dealer.listed': { equals: true } }] },
        limit: 1000,
        depth: 0,
        overrideAccess: true,
        select: { dealer: true },
      })
      return res.docs.map((u) => ({
        company: u.dealer?.company ?? '',
        region: u.dealer?.region ?? '',
        street: u.dealer?.street ?? '',
        zip: u.dealer?.zip ?? '',
        city: u.dealer?.city ?? '',
        province: u.dealer?.province ?? '',
      }))
    },
    ['listed-dealers'],
    [cacheTags.dealers],
  )()
