'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, type ReactNode } from 'react'
import { Dialog, DialogHead } from '@/features/ui/client'
import { Icon } from '@/features/ui'
import { iconFilter } from '@/features/ui'
import { useShell } from '@/features/ui/client'
import {
  filterAction,
  type FilterOption,
  LISTING_KEYS,
  type PriceBand,
  type Sort,
  type StockFilter,
} from '@/features/products'
import { fillCount } from '@/i18n/config'
import { SHOP, shopUrl, type ListingAt } from './shop-url'
import { useMessages } from '@/features/ui/client'

/** A group of the /cms options, each with how many products it leaves (the shop's facet counts) when known. */
type Group = { title: string; options: FilterOption[]; counts?: (number | null)[] }
/** A group of ready links (the shop's fragrances and price ranges), each with its count. */
export type LinkGroup = { title: string; links: { label: string; href: string; active: boolean; count: number }[] }
const CATEGORY_KEY = 'category'
const STOCK_KEY = 'stockFilter'

/** Forgets the saved filters: a link to the unfiltered listing (the empty result's "clear the filters"). */
export function ClearFilters({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="btn btn-outline btn-small" onClick={() => save(null, null)}>
      {children}
    </Link>
  )
}

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
  keep = {},
  more = [],
}: {
  groups: Group[]
  category: string | null
  stock: StockFilter
  sort: Sort | null
  /** The shop's other filters, kept when a category or the availability is chosen. */
  keep?: { fragrance?: string | null; price?: PriceBand | null }
  more?: LinkGroup[]
  /** The search's results filter the same way, without remembering the choice for the shop. */
  at?: ListingAt
}) {
  const remember = at.path === '/shop'
  const { overlay, open, close } = useShell()
  const t = useMessages('shop')
  const router = useRouter()

  // Arriving on a bare /shop (no filter, order or page in its URL) re-applies the saved filters; a
  // category saved in the other language's shop is not one of this one's.
  useEffect(() => {
    if (!remember) return
    const params = new URLSearchParams(location.search)
    if (params.has('category') || params.has('stock')) return save(category, stock)
    if (LISTING_KEYS.some((k) => params.has(k))) return
    try {
      const saved = localStorage.getItem(CATEGORY_KEY)?.toLowerCase()
      const c =
        groups
          .flatMap((g) => g.options)
          .find((o) => o.meaning === 'category' && o.label.trim().toLowerCase() === saved)
          ?.label.trim() ?? null
      const s = localStorage.getItem(STOCK_KEY)
      const savedStock: StockFilter = s === 'in' || s === 'out' ? s : null
      if (c || savedStock) router.replace(shopUrl({ ...keep, category: c, stock: savedStock, sort }), { scroll: false })
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
              {g.options.map((option, i) => {
                const next = target(option)
                const count = g.counts?.[i]
                return (
                  <li key={option.label}>
                    <Link
                      href={shopUrl({ ...keep, ...next, sort }, at)}
                      aria-current={isActive(option) ? 'true' : undefined}
                      className="filter-option"
                      onClick={() => {
                        if (remember) save(next.category, next.stock)
                        close()
                      }}
                      scroll={false}
                    >
                      {option.label}
                      {typeof count === 'number' ? <Count n={count} text={t.shop.facetCount} /> : null}
                    </Link>
                  </li>
                )
              })}
            </ul>
          </section>
        ))}
        {more.map((g) => (
          <section key={g.title} className="filter-group" aria-label={g.title}>
            <h3>{g.title}</h3>
            <ul>
              {g.links.map((l) => (
                <li key={l.href}>
                  <Link
                    href={l.href}
                    aria-current={l.active ? 'true' : undefined}
                    className="filter-option"
                    onClick={close}
                    scroll={false}
                  >
                    {l.label}
                    <Count n={l.count} text={t.shop.facetCount} />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </Dialog>
    </>
  )
}

/** How many products an option leaves: "(3)" on screen, "3 products" for a screen reader. */
function Count({ n, text }: { n: number; text: { one: string; other: string } }) {
  return (
    <span className="facet-count">
      {' '}
      <span aria-hidden="true">({n})</span>
      <span className="visually-hidden">{fillCount(text, { count: n })}</span>
    </span>
  )
}
