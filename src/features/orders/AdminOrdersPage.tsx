import Link from 'next/link'
import type { ReactNode } from 'react'
import { requireAdmin } from '@/features/sign-in/server'
import { fill, formatDate, formatPrice } from '@/i18n/config'
import type { Messages } from '@/i18n/messages'
import { getMessages } from '@/i18n/server'
import { OperatorNav } from '@/features/ui/server'
import { getShopPayload } from '@/payload/shop-payload'
import { failedMail } from '@/services/outbox-operator'
import { resendMail } from './actions'
import { expireLapsedOrders } from './expiry'
import { listOrdersForOperator } from './repository'
import { TABS, type Tab } from './lifecycle'
import { OrderCard } from './OrderCard'
import { TrackingLink } from './TrackingLink'
import { dueOnTerms, overdueOnTerms } from './payment-state'
import type { Order } from '@/payload-types'

type Row = {
  id: number | string
  createdAt: string
  status?: string | null
  tracking?: { code?: string | null; link?: string | null } | null
  email?: string
  totalAmount?: number
  billingData?: { firstName?: string | null; lastName?: string | null; phone?: string | null; azienda?: string | null }
  payment?: Order['payment']
  paymentDue?: string | null
  transferDate?: string | null
  heldPayment?: Order['heldPayment']
}

/** The total; for a held payment (ADR 0031) also what was paid, when it differs. */
function Total({ o, t }: { o: Row; t: Messages }) {
  const total = formatPrice(o.totalAmount ?? 0)
  const paid = o.heldPayment?.amount
  if (o.status !== 'needs-attention' || typeof paid !== 'number' || paid === o.totalAmount) return <>{total}</>
  return (
    <span className="admin-customer" data-testid="held-amounts">
      <span>{total}</span>
      <strong className="small">{fill(t.admin.heldBoth, { paid: formatPrice(paid), expected: total })}</strong>
    </span>
  )
}

/** Who ordered: name (and company), e-mail and phone, each a line; the same on desktop and phones. */
function Customer({ o }: { o: Row }) {
  const b = o.billingData ?? {}
  const name = [b.firstName, b.lastName].filter(Boolean).join(' ')
  return (
    <span className="admin-customer">
      {name ? <span>{name}</span> : null}
      {b.azienda ? <span className="muted small">{b.azienda}</span> : null}
      {o.email ? (
        <a href={`mailto:${o.email}`} className="small">
          {o.email}
        </a>
      ) : null}
      {b.phone ? (
        <a href={`tel:${b.phone.replace(/[^\d+]/g, '')}`} className="small">
          {b.phone}
        </a>
      ) : null}
    </span>
  )
}

function StatusBadge({ o, t }: { o: Row; t: Messages }) {
  const status = o.status ?? 'pending'
  const paying = { ...o, status: status as Order['status'] }
  const label =
    status === 'pending'
      ? t.admin.awaitingPayment
      : (t.account.statuses[status as keyof typeof t.account.statuses] ?? status)
  // A dealer's order on payment terms, shipped or not: when its money is due (or that it is overdue).
  const due =
    o.paymentDue && dueOnTerms(paying)
      ? fill(overdueOnTerms(paying) ? t.account.paymentOverdue : t.admin.dueBy, {
          date: formatDate(o.paymentDue),
        })
      : null
  return (
    <>
      <span className={`status status-${status}`}>{label}</span>
      {due ? <span className="small muted admin-due"> {due}</span> : null}
    </>
  )
}

/** /admin/orders: search by id substring, three tabs, newest first, paginated on the server. */
export async function AdminOrdersPage({
  search,
  panels,
}: {
  search: { tab?: string; q?: string; page?: string; mail?: string }
  /** The back office's panels below the list (the route passes the operator's low-stock and exports panels). */
  panels: (t: Messages) => ReactNode
}) {
  await requireAdmin()
  const { t } = await getMessages()
  const a = t.admin
  const tab: Tab = (TABS as readonly string[]).includes(search.tab ?? '') ? (search.tab as Tab) : 'unfulfilled'
  const q = (search.q ?? '').slice(0, 40)
  const page = Math.max(1, Number(search.page) || 1)
  const payload = await getShopPayload()
  // Lapsed reservations leave the unfulfilled tab when the operator looks, not only at the next sale.
  await expireLapsedOrders(payload)
  const res = await listOrdersForOperator(payload, { tab, q, page })
  const rows = res.docs as unknown as Row[]
  const failed = await failedMail(payload)
  const href = (p: { tab?: Tab; page?: number }) => {
    const s = new URLSearchParams()
    s.set('tab', p.tab ?? tab)
    if (q) s.set('q', q)
    if (p.page && p.page > 1) s.set('page', String(p.page))
    return `/admin/orders?${s}`
  }
  return (
    <div className="container section">
      <OperatorNav t={t} current="orders" />
      <h1>{a.title}</h1>
      {search.mail === 'sent' ? (
        <p className="form-msg success" role="status">
          {a.sentAgain}
        </p>
      ) : null}
      {failed.total > 0 ? (
        <section className="panel" aria-labelledby="failed-mail-h">
          <h2 id="failed-mail-h">
            {a.failedMailTitle} ({failed.total})
          </h2>
          <p className="muted">{a.failedMailIntro}</p>
          <ul>
            {failed.rows.map((m) => (
              <li key={m.id} className="row-gap">
                <span>
                  {formatDate(m.updatedAt)} — {m.subject ?? m.kind} {m.ref ? `(#${m.ref})` : ''} — {m.to}
                  <br />
                  <span className="muted small">{m.lastError}</span>
                </span>
                <form action={resendMail}>
                  <input type="hidden" name="mailId" value={String(m.id)} />
                  <button type="submit" className="btn btn-small">
                    {a.sendAgain}
                  </button>
                </form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <form action="/admin/orders" method="get" className="row-gap admin-search" role="search">
        <input type="hidden" name="tab" value={tab} />
        <label htmlFor="admin-q" className="visually-hidden">
          {a.search}
        </label>
        <input id="admin-q" name="q" defaultValue={q} placeholder={a.search} inputMode="search" />
        <button type="submit" className="btn">
          {a.searchButton}
        </button>
      </form>
      <nav aria-label={a.tabsLabel} className="admin-tabs">
        {TABS.map((x) => (
          <Link
            key={x}
            href={href({ tab: x })}
            aria-current={x === tab ? 'page' : undefined}
            className="btn btn-outline btn-small"
          >
            {a.tabs[x]}
          </Link>
        ))}
      </nav>
      {rows.length === 0 ? (
        <p className="empty">{a.noOrders}</p>
      ) : (
        <>
          <table className="table only-desktop">
            <thead>
              <tr>
                <th scope="col">{t.account.orderId}</th>
                <th scope="col">{t.account.customer}</th>
                <th scope="col">{t.account.date}</th>
                <th scope="col">{t.account.status}</th>
                <th scope="col">{t.account.tracking}</th>
                <th scope="col">{t.account.total}</th>
                <th scope="col">{t.account.actions}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((o) => (
                <tr key={o.id}>
                  <td>#{o.id}</td>
                  <td>
                    <Customer o={o} />
                  </td>
                  <td>{formatDate(o.createdAt)}</td>
                  <td>
                    <StatusBadge o={o} t={t} />
                  </td>
                  <td>
                    <TrackingLink tracking={o.tracking} na={t.account.na} />
                  </td>
                  <td>
                    <Total o={o} t={t} />
                  </td>
                  <td>
                    <Link href={`/admin/orders/${o.id}`} className="btn btn-small" aria-label={`${a.view} #${o.id}`}>
                      {a.view}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="cards only-mobile">
            {rows.map((o) => (
              <OrderCard
                key={o.id}
                order={o}
                t={t}
                status={<StatusBadge o={o} t={t} />}
                customer={<Customer o={o} />}
                total={<Total o={o} t={t} />}
                href={`/admin/orders/${o.id}`}
              />
            ))}
          </ul>
        </>
      )}
      {res.totalPages > 1 ? (
        <nav aria-label={a.pagination} className="row-gap pagination">
          {res.hasPrevPage ? (
            <Link href={href({ page: page - 1 })} className="btn btn-outline btn-small">
              {a.previous}
            </Link>
          ) : null}
          <span>{fill(a.page, { page: res.page ?? page, pages: res.totalPages })}</span>
          {res.hasNextPage ? (
            <Link href={href({ page: page + 1 })} className="btn btn-outline btn-small">
              {a.next}
            </Link>
          ) : null}
        </nav>
      ) : null}
      {panels(t)}
    </div>
  )
}
