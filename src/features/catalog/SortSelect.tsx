'use client'

import { useRouter } from 'next/navigation'
import { useId } from 'react'
import { SORTS, type PriceBand, type Sort, type StockFilter } from '@/features/products'
import { SHOP, shopUrl, type ListingAt } from './shop-url'
import { useMessages } from '@/features/ui/client'

/** The eight sort orders; the choice goes into the URL so the server renders it. Works as a GET form without JavaScript. */
export function SortSelect({
  sort,
  category,
  stock,
  at = SHOP,
  relevance,
  keep = {},
}: {
  /** null: the search's order by relevance (offered first when `relevance` names it). */
  sort: Sort | null
  category: string | null
  stock: StockFilter
  at?: ListingAt
  relevance?: string
  /** The shop's other filters, kept when the order changes (the page goes back to the first). */
  keep?: { fragrance?: string | null; price?: PriceBand | null }
}) {
  const t = useMessages('shop')
  const router = useRouter()
  const id = useId()
  return (
    <form action={at.path} method="get" className="sort-form">
      {at.path === '/search' ? <input type="hidden" name="q" value={at.q} /> : null}
      {category ? <input type="hidden" name="category" value={category} /> : null}
      {keep.fragrance ? <input type="hidden" name="fragrance" value={keep.fragrance} /> : null}
      {stock ? <input type="hidden" name="stock" value={stock} /> : null}
      {keep.price ? <input type="hidden" name="price" value={keep.price} /> : null}
      <label htmlFor={id}>{t.shop.sortBy}</label>
      <select
        id={id}
        name="sort"
        value={sort ?? ''}
        onChange={(e) =>
          router.push(shopUrl({ ...keep, category, stock, sort: (e.target.value || null) as Sort | null }, at), {
            scroll: false,
          })
        }
      >
        {relevance ? <option value="">{relevance}</option> : null}
        {SORTS.map((s) => (
          <option key={s} value={s}>
            {t.shop.sort[s]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="btn btn-small">
          {t.shop.apply}
        </button>
      </noscript>
    </form>
  )
}
