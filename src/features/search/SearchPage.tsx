import Link from 'next/link'
import { after } from 'next/server'
import type { Metadata } from 'next'
import { getCategories, getFeaturedProducts } from '@/features/products/server'
import { FilterControl } from '@/features/catalog/client'
import { filterProducts, isFilterMeaning, sortProducts } from '@/features/products'
import { ProductCard } from '@/features/catalog/request'
import { one, readShopSearch, type ShopSearch } from '@/features/catalog/request'
import { SortSelect } from '@/features/catalog/client'
import { getContent } from '@/features/content/server'
import { fill, fillCount } from '@/i18n/config'
import { pickMessages } from '@/i18n/messages'
import { getMessages } from '@/i18n/server'
import { pageMetadata } from '@/i18n/seo'
import { PageMessages } from '@/features/ui/client'
import { getRatings } from '@/features/reviews/server'
import { getShopPayload } from '@/payload/shop-payload'
import { searchShop, suggestCorrection, type ProductHit } from './results'
import { recordSearch } from './stats'
import { displayQuery } from './text'

export type SearchParams = ShopSearch & { q?: string | string[]; from?: string | string[] }

/** The query and the listing's filters of /search?q=…; the order is by relevance unless a sort is chosen. */
export function readSearch(params: SearchParams) {
  const { category, stock, sort } = readShopSearch(params)
  return { q: displayQuery(one(params.q)), category, stock, sort: one(params.sort) ? sort : null }
}

export async function searchMetadata(params: SearchParams): Promise<Metadata> {
  const { lang, t } = await getMessages()
  const { q } = readSearch(params)
  const meta = pageMetadata('/search', lang, q ? fill(t.search.resultsFor, { query: q }) : t.search.title)
  // Results pages are for shoppers, not for search engines: not indexed, their links followed.
  return { ...meta, robots: { index: false, follow: true } }
}

/** The found products as the shop's cards (with their reviews' stars). */
async function Results({ products, t }: { products: ProductHit[]; t: Awaited<ReturnType<typeof getMessages>>['t'] }) {
  const [{ lang }, ratings] = await Promise.all([getMessages(), getRatings()])
  return (
    <ul className="product-grid grid-shop">
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard
            product={p}
            priceText={t.price}
            priority={i < 2}
            rating={ratings[p.id] ? { summary: ratings[p.id]!, m: t.reviews, lang } : null}
          />
          {p.other ? <p className="search-other">{t.search.otherLang}</p> : null}
        </li>
      ))}
    </ul>
  )
}

/** "Categorie: Candele, Vasi" — the things of one kind the search found, as links (nothing when none). */
function LinkLine({ label, links }: { label: string; links: { url: string; title: string }[] }) {
  if (!links.length) return null
  return (
    <p>
      {label}:{' '}
      {links.map((c, i) => (
        <span key={c.url}>
          {i ? ', ' : ''}
          <Link href={c.url}>{c.title}</Link>
        </span>
      ))}
    </p>
  )
}

export async function SearchPage({ params }: { params: SearchParams }) {
  const { lang, t } = await getMessages()
  const { q, category, stock, sort } = readSearch(params)
  const at = { path: '/search', q } as const
  const [found, filters] = await Promise.all([q ? searchShop(q, lang) : null, getContent('filters', lang)])
  const matched = found?.products ?? []
  const filtered = filterProducts(matched, category, stock)
  const shown = sort ? sortProducts(filtered, sort, lang) : filtered
  // A search is counted once, as typed (not each filter or order chosen after it, nor the operator's
  // look from the report in /cms): counts only.
  if (q && !category && !stock && !sort && one(params.from) !== 'cms') {
    const payload = await getShopPayload()
    after(() => recordSearch(payload, q, lang, matched.length))
  }
  const correction = q && !matched.length ? await suggestCorrection(q, lang) : null
  const groups = (filters.filter ?? []).map((f) => ({
    title: f.title ?? '',
    options: (f.options ?? [])
      .filter((o) => o.label)
      .map((o) => ({ label: o.label ?? '', meaning: isFilterMeaning(o.meaning) ? o.meaning : 'category' })),
  }))
  // Nothing found: the categories to browse and the shop's first four (indexed reads, not the catalogue).
  const [categories, bestsellers] =
    q && !matched.length ? await Promise.all([getCategories(lang), getFeaturedProducts(lang, 4)]) : [[], []]
  return (
    <PageMessages messages={pickMessages(t, ['shop'])}>
      <>
        <section className="title-banner">
          <h1>{q ? fill(t.search.resultsFor, { query: q }) : t.search.title}</h1>
        </section>
        <div className="container section search-page">
          {!q ? <p>{t.search.empty}</p> : null}
          {found?.corrected ? <p className="muted">{fill(t.search.corrected, { query: found.corrected })}</p> : null}
          {matched.length ? (
            <>
              <div className="shop-toolbar">
                <FilterControl groups={groups} category={category} stock={stock} sort={sort} at={at} />
                <p className="muted" aria-live="polite">
                  {fillCount(t.search.found, { count: shown.length })}
                </p>
                <SortSelect sort={sort} category={category} stock={stock} at={at} relevance={t.search.relevance} />
              </div>
              {shown.length ? <Results products={shown} t={t} /> : <p className="empty">{t.shop.noProducts}</p>}
            </>
          ) : null}
          {found && (found.categories.length > 0 || found.pages.length > 0) ? (
            <nav className="search-also" aria-label={t.search.suggestions}>
              <LinkLine label={t.search.categories} links={found.categories} />
              <LinkLine label={t.search.pages} links={found.pages} />
            </nav>
          ) : null}
          {q && !matched.length ? (
            <div className="search-none">
              <p className="empty">{fill(t.search.nothing, { query: q })}</p>
              {correction ? (
                <p>
                  {t.search.didYouMean}{' '}
                  <Link href={`/search?q=${encodeURIComponent(correction)}`} prefetch={false}>
                    {correction}
                  </Link>
                  ?
                </p>
              ) : null}
              <h2>{t.search.tryCategories}</h2>
              <ul className="search-categories">
                {categories.map((c) => (
                  <li key={c}>
                    <Link href={`/shop?category=${encodeURIComponent(c)}`} className="btn btn-outline btn-small">
                      {c}
                    </Link>
                  </li>
                ))}
              </ul>
              <h2>{t.search.bestsellers}</h2>
              <Results products={bestsellers.map((p) => ({ ...p, other: false }))} t={t} />
            </div>
          ) : null}
        </div>
      </>
    </PageMessages>
  )
}
