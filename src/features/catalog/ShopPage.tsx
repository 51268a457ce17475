import { getContent } from '@/features/content/server'
import { fill, fillCount } from '@/i18n/config'
import { getMessages } from '@/i18n/server'
import { pageMetadata } from '@/i18n/seo'
import { localizedUrls, type Lang } from '@/i18n/locales'
import { env } from '@/lib/env'
import { jsonLdText } from '@/lib/json-ld'
import { getListingPage, type ListingResult } from '@/features/products/server'
import { ClearFilters, FilterControl, type LinkGroup } from './FilterControl'
import {
  DEFAULT_SORT,
  isFiltered,
  isFilterMeaning,
  isSort,
  PRICE_BANDS,
  type ListingParams,
  type StockFilter,
} from '@/features/products'
import { ShopGrid } from './ShopGrid'
import { SortSelect } from './SortSelect'
import { Pager } from './Pager'
import { shopUrl } from './shop-url'
import { pickMessages, type Messages } from '@/i18n/messages'
import { PageMessages } from '@/features/ui/client'

export type ShopSearch = {
  category?: string | string[]
  stock?: string | string[]
  sort?: string | string[]
  lang?: string
}

/** The first value of a search parameter given once or repeated. */
export const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

/** The search's results filter as the shop does (category, stock, sort). */
export function readShopSearch(search: ShopSearch) {
  const category = one(search.category)?.slice(0, 100) || null
  const stockRaw = one(search.stock)
  const stock: StockFilter = stockRaw === 'in' || stockRaw === 'out' ? stockRaw : null
  const sortRaw = one(search.sort)
  const sort = isSort(sortRaw) ? sortRaw : DEFAULT_SORT
  return { category, stock, sort }
}

const urlOf = (p: ListingParams, page = p.page) => shopUrl({ ...p, page })

/** Title, canonical and hreflang of one listing page (its own URL, page included). */
export async function shopMetadata(params: ListingParams) {
  const { lang, t } = await getMessages()
  const base = params.category ?? t.shop.title
  const title = params.page > 1 ? fill(t.shop.listTitle, { title: base, page: params.page }) : base
  const meta = pageMetadata(urlOf(params), lang, title, t.meta.defaultDescription)
  // A category or fragrance is named in the page's language: the other language's shop calls it otherwise.
  if (params.category || params.fragrance) meta.alternates = { canonical: meta.alternates?.canonical }
  return meta
}

/** JSON-LD of the page's products, in order, each at its absolute address. */
function itemList(res: ListingResult, params: ListingParams, lang: Lang) {
  const start = (params.page - 1) * res.pageSize
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    url: new URL(localizedUrls(urlOf(params))[lang], env.siteUrl).href,
    numberOfItems: res.total,
    itemListElement: res.products.map((p, i) => ({
      '@type': 'ListItem',
      position: start + i + 1,
      url: new URL(localizedUrls(`/shop/${p.url}`)[lang], env.siteUrl).href,
      name: p.name,
    })),
  }
}

/** The fragrances and price ranges, each a link keeping the other filters (page back to the first). */
function linkGroups(res: ListingResult, params: ListingParams, t: Messages['shop']): LinkGroup[] {
  const same = (a: string | null, b: string) => a?.toLowerCase() === b.toLowerCase()
  const fragrances: LinkGroup = {
    title: t.fragrance,
    links: res.facets.fragrances.map((f) => {
      const active = same(params.fragrance, f.value)
      return {
        label: f.value,
        count: f.count,
        active,
        href: urlOf({ ...params, fragrance: active ? null : f.value }, 1),
      }
    }),
  }
  const prices: LinkGroup = {
    title: t.priceRange,
    links: PRICE_BANDS.map((b) => {
      const active = params.price === b
      const count = res.facets.price.find((f) => f.value === b)?.count ?? 0
      return { label: t.priceBand[b], count, active, href: urlOf({ ...params, price: active ? null : b }, 1) }
    }),
  }
  return [fragrances, prices].filter((g) => g.links.length)
}

/**
 * One page of the shop (issue 54): the products of the page from the database, the filters with how
 * many products each leaves, the pager, and an empty combination that says so and offers to clear it.
 * The route decided beforehand that the page exists (a 404 otherwise).
 */
export async function ShopPage({ params }: { params: ListingParams }) {
  const { lang, t } = await getMessages()
  const [res, filters] = await Promise.all([getListingPage(lang, params), getContent('filters', lang)])
  const counts = (meaning: string, label: string): number | null => {
    if (meaning === 'in-stock') return res.facets.stock.in
    if (meaning === 'out-of-stock') return res.facets.stock.out
    if (meaning !== 'category') return null
    const key = label.trim().toLowerCase()
    return res.facets.categories.find((c) => c.value.trim().toLowerCase() === key)?.count ?? 0
  }
  const groups = (filters.filter ?? []).map((f) => {
    const options = (f.options ?? [])
      .filter((o) => o.label)
      .map((o) => ({ label: o.label ?? '', meaning: isFilterMeaning(o.meaning) ? o.meaning : 'category' }) as const)
    return { title: f.title ?? '', options, counts: options.map((o) => counts(o.meaning, o.label)) }
  })
  const keep = { fragrance: params.fragrance, price: params.price }
  const { category, stock, sort } = params
  return (
    <PageMessages messages={pickMessages(t, ['shop'])}>
      <>
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLdText(itemList(res, params, lang)) }}
        />
        <section className="title-banner">
          <h1>{category ?? t.shop.title}</h1>
        </section>
        <div className="container section">
          <div className="shop-toolbar">
            <FilterControl
              groups={groups}
              category={category}
              stock={stock}
              sort={sort}
              keep={keep}
              more={linkGroups(res, params, t.shop)}
            />
            <p className="muted" aria-live="polite">
              {fillCount(t.shop.count, { count: res.total })}
              {res.pages > 1 ? ` · ${fill(t.shop.pageOf, { page: params.page, pages: res.pages })}` : null}
            </p>
            <SortSelect sort={sort} category={category} stock={stock} keep={keep} />
          </div>
          {res.products.length ? (
            <ShopGrid res={res} params={params} />
          ) : (
            <div className="empty">
              <p>{t.shop.noProducts}</p>
              {isFiltered(params) ? (
                <>
                  <p>{t.shop.noMatch}</p>
                  <ClearFilters href={shopUrl({ category: null, stock: null, sort })}>{t.shop.clear}</ClearFilters>
                </>
              ) : null}
            </div>
          )}
          <Pager
            total={res.total}
            pageSize={res.pageSize}
            page={params.page}
            href={(n) => urlOf(params, n)}
            t={t.shop}
          />
        </div>
      </>
    </PageMessages>
  )
}
