'use client'

import Link, { useLinkStatus } from 'next/link'
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import { fillCount } from '@/i18n/config'
import { useMessages } from '@/features/ui/client'
import { addedRows, afterShowMore, earlierCards, type Shown } from './show-more'

/** One card as the server rendered it (its client parts, add to cart and the heart, included). */
export type ShownCard = { id: string; card: ReactNode }

/**
 * What "show more" leaves for the page it opens: the cards shown so far. A module's memory: it outlives
 * the page's remount on a client navigation (and Back to the page from a product), not a reload, which
 * shows the page the URL names, alone.
 */
let shown: Shown<ShownCard> | null = null

/**
 * The shop's grid and its "show more" (ADR 0044). Before any script the link opens the next page. With
 * scripts, a click keeps the cards shown and opens the next page in place (the router, from the prefetched
 * cached page, replacing the URL): that page shows them above its own, moves the focus to its first card
 * and says politely how many were added; the pager under it is that page's. The rows to come are reserved
 * at the click, so nothing below moves when they arrive.
 */
export function ShowMoreGrid({
  listing,
  page,
  cards,
  more,
}: {
  /** The listing's language and canonical query without the page (show-more.ts listingOf). */
  listing: string
  page: number
  cards: ShownCard[]
  /** The next page's canonical URL and how many products it adds; null on the last page. */
  more: { href: string; count: number } | null
}) {
  const t = useMessages('shop').shop
  // Read once, at mount: a hydrated page has nothing kept (the server had nothing either).
  const [earlier] = useState(() => (typeof window === 'undefined' ? [] : earlierCards(shown, listing, page, cards)))
  const [reserve, setReserve] = useState(0)
  const list = useRef<HTMLUListElement>(null)

  useEffect(() => {
    const status = statusRegion()
    if (!shown || shown.listing !== listing || shown.page !== page) {
      shown = null
      return
    }
    if (!shown.appended) return
    shown.appended = false
    list.current?.children[earlier.length]?.querySelector<HTMLElement>('.card-title a')?.focus()
    const text = document.createElement('span')
    text.textContent = fillCount(t.moreShown, { count: cards.length })
    status.replaceChildren(text)
    // Mount only: the page's own cards and what was kept are fixed for this mount (keyed by page).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const all = [...earlier, ...cards]
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (modifier keys, middle button) leaves this page as it is.
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || !more) return
    shown = afterShowMore(listing, page, all)
    setReserve(rowsHeight(list.current, all.length, more.count))
  }

  return (
    <>
      <ul ref={list} className="product-grid grid-shop">
        {all.map((c) => (
          <li key={c.id}>{c.card}</li>
        ))}
      </ul>
      {reserve > 0 ? <div aria-hidden="true" style={{ height: reserve }} /> : null}
      {more ? (
        <p className="show-more">
          <Link href={more.href} replace scroll={false} className="btn btn-outline" onClick={onClick}>
            <Pending />
            {t.showMore}
          </Link>
        </p>
      ) : null}
    </>
  )
}

/** A spinner beside the link's text while the next page is on its way (its place is always kept). */
function Pending() {
  const { pending } = useLinkStatus()
  return <span className={pending ? 'show-more-spin is-on' : 'show-more-spin'} aria-hidden="true" />
}

/** The height the grid will grow by: its rows to come, as tall as its last row, with its gap. */
function rowsHeight(grid: HTMLUListElement | null, before: number, count: number): number {
  const last = grid?.lastElementChild
  if (!grid || !last) return 0
  const style = getComputedStyle(grid)
  const columns = style.gridTemplateColumns.split(' ').filter(Boolean).length
  const rows = addedRows(before, count, columns)
  return rows * (last.getBoundingClientRect().height + (parseFloat(style.rowGap) || 0))
}

/**
 * The polite status that says how many products were added. It lives in the page's <main> (the shop's
 * layout, kept across navigations) from the first listing shown, so it is already there when it speaks:
 * a live region made together with its text is often not read.
 */
const STATUS_ID = 'listing-status'
function statusRegion(): HTMLElement {
  const found = document.getElementById(STATUS_ID)
  if (found) return found
  const region = document.createElement('p')
  region.id = STATUS_ID
  region.className = 'visually-hidden'
  region.setAttribute('role', 'status')
  region.setAttribute('aria-live', 'polite')
  ;(document.getElementById('main') ?? document.body).append(region)
  return region
}
