'use client'

import { useRouter } from 'next/navigation'
import { useId } from 'react'
import { SORTS, type Sort, type StockFilter } from './listing'
import { shopUrl } from './shop-url'
import { useMessages } from '@/features/shell/PageMessages'

/** The eight sort orders; the choice goes into the URL so the server renders it. Works as a GET form without JavaScript. */
export function SortSelect({ sort, category, stock }: { sort: Sort; category: string | null; stock: StockFilter }) {
  const t = useMessages('shop')
  const router = useRouter()
  const id = useId()
  return (
    <form action="/shop" method="get" className="sort-form">
      {category ? <input type="hidden" name="category" value={category} /> : null}
      {stock ? <input type="hidden" name="stock" value={stock} /> : null}
      <label htmlFor={id}>{t.shop.sortBy}</label>
      <select
        id={id}
        name="sort"
        value={sort}
        onChange={(e) => router.push(shopUrl({ category, stock, sort: e.target.value as Sort }), { scroll: false })}
      >
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
