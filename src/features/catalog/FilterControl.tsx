'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { Dialog, DialogHead } from '@/features/ui/client'
import { Icon } from '@/features/ui'
import { iconFilter } from '@/features/ui'
import { useShell } from '@/features/ui/client'
import { filterAction, type FilterOption, type Sort, type StockFilter } from '@/features/products'
import { SHOP, shopUrl, type ListingAt } from './shop-url'
import { useMessages } from '@/features/ui/client'

type Group = { title: string; options: FilterOption[] }
const CATEGORY_KEY = 'category'
const STOCK_KEY = 'stockFilter'

function save(category: string | null, stock: StockFilter) {
  try {
    if (category) localStorage.setItem(CATEGORY_KEY, category)
    else localStorage.removeItem(CATEGORY_KEY)
    if (stock) localStorage.setItem(STOCK_KEY, stock)
    else localStorage.removeItem(STOCK_KEY)
  } catch {
    /* storage disabled */
  }
}

/** Filter overlay: each option is a link to the filtered listing; the choice persists in localStorage (`category`, `stockFilter`). */
export function FilterControl({
  groups,
  category,
  stock,
  sort,
  at = SHOP,
}: {
  groups: Group[]
  category: string | null
  stock: StockFilter
  sort: Sort | null
  /** The search's results filter the same way, without remembering the choice for the shop. */
  at?: ListingAt
}) {
  const remember = at.path === '/shop'
  const { overlay, open, close } = useShell()
  const t = useMessages('shop')
  const router = useRouter()

  // Arriving on a bare /shop re-applies the saved filters.
  useEffect(() => {
    if (!remember) return
    const params = new URLSearchParams(location.search)
    if (params.has('category') || params.has('stock')) return save(category, stock)
    try {
      const c = localStorage.getItem(CATEGORY_KEY)
      const s = localStorage.getItem(STOCK_KEY)
      const savedStock: StockFilter = s === 'in' || s === 'out' ? s : null
      if (c || savedStock) router.replace(shopUrl({ category: c, stock: savedStock, sort }), { scroll: false })
    } catch {
      /* storage disabled */
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const target = (option: FilterOption) => {
    const a = filterAction(option)
    if (a.kind === 'all') return { category: null, stock }
    if (a.kind === 'stock') return { category, stock: stock === a.value ? null : a.value }
    return { category: a.value, stock }
  }
  const isActive = (option: FilterOption) => {
    const a = filterAction(option)
    if (a.kind === 'all') return !category
    if (a.kind === 'stock') return stock === a.value
    return category?.toLowerCase() === a.value.toLowerCase()
  }

  return (
    <>
      <button type="button" className="btn btn-outline btn-small" onClick={() => open('filter')} aria-haspopup="dialog">
        <Icon d={iconFilter} size={18} /> {t.shop.filter}
      </button>
      <Dialog open={overlay === 'filter'} onClose={close} label={t.shop.filters} className="drawer drawer-left">
        <DialogHead title={<h2>{t.shop.filters}</h2>} closeLabel={t.shop.closeFilters} onClose={close} />
        {groups.map((g) => (
          <section key={g.title} className="filter-group" aria-label={g.title}>
            <h3>{g.title}</h3>
            <ul>
              {g.options.map((option) => {
                const next = target(option)
                return (
                  <li key={option.label}>
                    <Link
                      href={shopUrl({ ...next, sort }, at)}
                      aria-current={isActive(option) ? 'true' : undefined}
                      className="filter-option"
                      onClick={() => {
                        if (remember) save(next.category, next.stock)
                        close()
                      }}
                      scroll={false}
                    >
                      {option.label}
                    </Link>
                  </li>
                )
              })}
            </ul>
          </section>
        ))}
      </Dialog>
    </>
  )
}
