import { getContent } from '@/features/content/server'
import { fillCount } from '@/i18n/config'
import { getMessages } from '@/i18n/server'
import { pageMetadata } from '@/i18n/seo'
import { getProducts } from '@/features/products/server'
import { FilterControl } from './FilterControl'
import {
  DEFAULT_SORT,
  filterProducts,
  isFilterMeaning,
  isSort,
  sortProducts,
  type StockFilter,
} from '@/features/products'
import { ProductGrid } from './ProductCard'
import { SortSelect } from './SortSelect'
import { pickMessages } from '@/i18n/messages'
import { PageMessages } from '@/features/ui/client'

export type ShopSearch = {
  category?: string | string[]
  stock?: string | string[]
  sort?: string | string[]
  lang?: string
}

/** The first value of a search parameter given once or repeated. */
export const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

export function readShopSearch(search: ShopSearch) {
  const category = one(search.category)?.slice(0, 100) || null
  const stockRaw = one(search.stock)
  const stock: StockFilter = stockRaw === 'in' || stockRaw === 'out' ? stockRaw : null
  const sortRaw = one(search.sort)
  const sort = isSort(sortRaw) ? sortRaw : DEFAULT_SORT
  return { category, stock, sort }
}

export async function shopMetadata(search: ShopSearch) {
  const { lang, t } = await getMessages()
  const { category } = readShopSearch(search)
  const path = category ? `/shop?category=${encodeURIComponent(category)}` : '/shop'
  const meta = pageMetadata(
    path,
    lang,
    category ? `${category} · ${t.shop.title}` : t.shop.title,
    t.meta.defaultDescription,
  )
  return meta
}

export async function ShopPage({ search }: { search: ShopSearch }) {
  const { lang, t } = await getMessages()
  const { category, stock, sort } = readShopSearch(search)
  const [products, filters] = await Promise.all([getProducts(lang), getContent('filters', lang)])
  const shown = sortProducts(filterProducts(products, category, stock), sort, lang)
  const groups = (filters.filter ?? []).map((f) => ({
    title: f.title ?? '',
    options: (f.options ?? [])
      .filter((o) => o.label)
      .map((o) => ({ label: o.label ?? '', meaning: isFilterMeaning(o.meaning) ? o.meaning : 'category' })),
  }))
  return (
    <PageMessages messages={pickMessages(t, ['shop'])}>
      <>
        <section className="title-banner">
          <h1>{category ?? t.shop.title}</h1>
        </section>
        <div className="container section">
          <div className="shop-toolbar">
            <FilterControl groups={groups} category={category} stock={stock} sort={sort} />
            <p className="muted" aria-live="polite">
              {fillCount(t.shop.count, { count: shown.length })}
            </p>
            <SortSelect sort={sort} category={category} stock={stock} />
          </div>
          {shown.length ? (
            <ProductGrid products={shown} className="grid-shop" priorityCount={2} />
          ) : (
            <p className="empty">{t.shop.noProducts}</p>
          )}
        </div>
      </>
    </PageMessages>
  )
}
