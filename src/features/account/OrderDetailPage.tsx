import Link from 'next/link'
import { fill } from '@/i18n/config'
import { getMessages } from '@/i18n/server'
import { cancelMyOrder } from '@/features/orders/actions'
import { transitionsFrom } from '@/features/orders/server'
import { findCustomerOrder } from '@/features/orders/server'
import { withdrawalWindow } from '@/features/orders/server'
import { OrderView } from '@/features/orders/server'
import { getShopPayload } from '@/payload/shop-payload'
import { getCurrentUser } from '@/features/sign-in/server'
import { activeDealer } from '@/features/dealers/server'
import { hasDocuments } from '@/features/invoices/server'

/** The customer's order; while it is not paid, with the form that cancels it (`cancel`: the outcome of that form). */
export async function OrderDetailPage({ orderId, cancel }: { orderId: string; cancel?: string }) {
  const [user, { t, lang }] = await Promise.all([getCurrentUser(), getMessages()])
  if (!user) return null
  const payload = await getShopPayload()
  const [order, dealer] = await Promise.all([findCustomerOrder(payload, user, orderId), activeDealer(user, payload)])
  return (
    <>
      <Link href="/orders" className="link-arrow">
        ← {t.account.back}
      </Link>
      {order ? (
        <>
          <h1>{fill(t.account.orderTitle, { id: `#${order.id}` })}</h1>
          {cancel === 'done' || cancel === 'refused' ? (
            <p className={`form-msg ${cancel === 'done' ? 'success' : 'error'}`} role="status">
              {cancel === 'done' ? t.account.orderCancelled : t.account.cannotCancel}
            </p>
          ) : null}
          {order.status === 'delivered' ? (
            // The buyer reviews the products of a delivered order (issue 40).
            <p>
              <Link href={`/review?order=${order.id}`} className="btn btn-outline">
                {t.reviews.reviewOrder}
              </Link>
            </p>
          ) : null}
          <OrderView order={order} t={t} lang={lang} />
          {hasDocuments(order) ? (
            <section className="panel" aria-labelledby="documents-h">
              <h2 id="documents-h">{t.account.documents}</h2>
              <ul className="row-gap">
                <li>
                  <a href={`/api/account/orders/${order.id}/document?format=pdf`} download>
                    {order.invoiceNumber ? t.account.invoicePdf : t.account.receiptPdf}
                  </a>
                </li>
                {order.invoiceNumber ? (
                  <li>
                    <a href={`/api/account/orders/${order.id}/document?format=xml`} download>
                      {t.account.invoiceXml}
                    </a>
                  </li>
                ) : null}
              </ul>
            </section>
          ) : null}
          {dealer ? (
            // A dealer orders the same again at today's trade prices (issue 41).
            <form action="/api/trade/reorder" method="post" className="panel">
              <p className="muted">{t.account.trade.reorderHint}</p>
              <input type="hidden" name="orderId" value={String(order.id)} />
              <button type="submit" className="btn btn-outline">
                {t.account.trade.reorder}
              </button>
            </form>
          ) : null}
          {withdrawalWindow(order).open ? (
            <p>
              <Link href={`/withdraw/${order.id}`} className="btn btn-outline">
                {t.account.withdraw}
              </Link>
            </p>
          ) : null}
          {transitionsFrom(order.status, 'customer').some((r) => r.to === 'cancelled') ? (
            <form action={cancelMyOrder} className="panel">
              <p className="muted">{t.account.cancelOrderHint}</p>
              <input type="hidden" name="orderId" value={String(order.id)} />
              <button type="submit" className="btn btn-outline">
                {t.account.cancelOrder}
              </button>
            </form>
          ) : null}
        </>
      ) : (
        <h1 className="error-text">{t.account.orderNotFound}</h1>
      )}
    </>
  )
}
