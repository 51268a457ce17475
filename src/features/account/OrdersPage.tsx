import Link from 'next/link'
import { fillCount, formatDate, formatPrice } from '@/i18n/config'
import { getMessages } from '@/i18n/server'
import { itemCount, listStatus } from '@/features/orders/server'
import { OrderCard } from '@/features/orders/server'
import { listCustomerOrders } from '@/features/orders/server'
import { TrackingLink } from '@/features/orders/server'
import { getShopPayload } from '@/payload/shop-payload'
import type { Order } from '@/payload-types'
import { getCurrentUser } from '@/features/sign-in/server'

export async function OrdersPage() {
  const [user, { t }] = await Promise.all([getCurrentUser(), getMessages()])
  if (!user) return null
  const a = t.account
  const orders = await listCustomerOrders(await getShopPayload(), user)
  if (!orders.length) {
    return (
      <>
        <h1>{a.orders}</h1>
        <p>{a.noOrders}</p>
        <Link href="/" className="btn">
          {a.continue}
        </Link>
      </>
    )
  }
  const total = (o: Order) => fillCount(a.totalFor, { total: formatPrice(o.totalAmount), count: itemCount(o) })
  return (
    <>
      <h1>{a.orders}</h1>
      <table className="table only-desktop">
        <thead>
          <tr>
            <th scope="col">{a.orderId}</th>
            <th scope="col">{a.date}</th>
            <th scope="col">{a.status}</th>
            <th scope="col">{a.tracking}</th>
            <th scope="col">{a.total}</th>
            <th scope="col">{a.actions}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.id}>
              <td>#{o.id}</td>
              <td>{formatDate(o.createdAt)}</td>
              <td>
                <span className={`status status-${listStatus(o)}`}>{a.statuses[listStatus(o)]}</span>
              </td>
              <td>
                <TrackingLink tracking={o.tracking} na={a.na} />
              </td>
              <td>{total(o)}</td>
              <td>
                <Link href={`/order/${o.id}`} className="btn btn-small" aria-label={`${a.view} #${o.id}`}>
                  {a.view}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="cards only-mobile">
        {orders.map((o) => (
          <OrderCard
            key={o.id}
            order={o}
            t={t}
            status={a.statuses[listStatus(o)]}
            total={total(o)}
            href={`/order/${o.id}`}
          />
        ))}
      </ul>
    </>
  )
}
