import Link from 'next/link'
import { fill } from '@/features/i18n/config'
import { getMessages } from '@/features/i18n/server'
import { findCustomerOrder } from '@/features/orders/repository'
import { OrderView } from '@/features/orders/OrderView'
import { getShopPayload } from '@/payload/shop-payload'
import { getCurrentUser } from './session'

export async function OrderDetailPage({ orderId }: { orderId: string }) {
  const [user, { t }] = await Promise.all([getCurrentUser(), getMessages()])
  if (!user) return null
  const order = await findCustomerOrder(await getShopPayload(), user, orderId)
  return (
    <>
      <Link href="/orders" className="link-arrow">
        ← {t.account.back}
      </Link>
      {order ? (
        <>
          <h1>{fill(t.account.orderTitle, { id: `#${order.id}` })}</h1>
          <OrderView order={order} t={t} />
        </>
      ) : (
        <h1 className="error-text">{t.account.orderNotFound}</h1>
      )}
    </>
  )
}
