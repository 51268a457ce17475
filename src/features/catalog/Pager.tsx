import Link from 'next/link'
import { fill } from '@/i18n/config'
import type { Messages } from '@/i18n/messages'
import { pager } from '@/features/products'

/**
 * The listing's pages as links (they work before any script): previous, the first, the last and two
 * either side of this one, next; the current page is marked for assistive technology.
 */
export function Pager({
  total,
  pageSize,
  page,
  href,
  t,
}: {
  total: number
  pageSize: number
  page: number
  href: (page: number) => string
  t: Messages['shop']
}) {
  const p = pager(total, pageSize, page)
  if (p.pages <= 1) return null
  return (
    <nav aria-label={t.pages} className="pager">
      <ul>
        {p.previous ? (
          <li>
            <Link href={href(p.previous)} rel="prev" className="pager-step">
              <span aria-hidden="true">‹</span> <span className="visually-hidden">{t.previous}</span>
            </Link>
          </li>
        ) : null}
        {p.links.map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="pager-gap">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                href={href(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={fill(t.page, { page: n })}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {p.next ? (
          <li>
            <Link href={href(p.next)} rel="next" className="pager-step">
              <span className="visually-hidden">{t.next}</span> <span aria-hidden="true">›</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
