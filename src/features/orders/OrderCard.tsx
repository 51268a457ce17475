import Link from 'next/link'
import type { ReactNode } from 'react'
import { formatDate } from '@/i18n/config'
import type { Messages } from '@/i18n/messages'
import type { Order } from '@/payload-types'
import { TrackingLink } from './TrackingLink'

type Row = { id: number | string; createdAt: string; tracking?: Order['tracking'] | null }

/** An order as a card of the small-screen lists (the customer's orders and the operator's). */
export function OrderCard({
  order: o,
  t,
  status,
  total,
  customer,
  href,
}: {
  order: Row
  t: Messages
  status: ReactNode
  total?: ReactNode
  /** The operator's list: who ordered, with their e-mail and phone. */
  customer?: ReactNode
  href: string
}) {
  const a = t.account
  return (
    <li className="order-card">
      <dl>
        <dt>{a.orderId}</dt>
        <dd>#{o.id}</dd>
        {customer ? (
          <>
            <dt>{a.customer}</dt>
            <dd>{customer}</dd>
          </>
        ) : null}
        <dt>{a.date}</dt>
        <dd>{formatDate(o.createdAt)}</dd>
        <dt>{a.status}</dt>
        <dd>{status}</dd>
        <dt>{a.tracking}</dt>
        <dd>
          <TrackingLink tracking={o.tracking} na={a.na} />
        </dd>
        {total ? (
          <>
            <dt>{a.total}</dt>
            <dd>{total}</dd>
          </>
        ) : null}
      </dl>
      <Link href={href} className="btn btn-small" aria-label={`${a.view} #${o.id}`}>
        {a.view}
      </Link>
    </li>
  )
}
