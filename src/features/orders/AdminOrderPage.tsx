import Link from 'next/link'
import { requireAdmin } from '@/features/sign-in/server'
import { fill, formatDate, formatPrice, formatTime } from '@/i18n/config'
import { fromCents, toCents } from '@/lib/money'
import { getMessages } from '@/i18n/server'
import { getShopPayload } from '@/payload/shop-payload'
import { AdminOrderActions } from './AdminOrderActions'
import type { CarrierPanelData } from './CarrierShipment'
import type { Order } from '@/payload-types'
import { transferReference } from '@/features/payments'
import { italianDay } from '@/features/invoices/server'
import { transitionsFrom } from './lifecycle'
import { lineDescription, linePaid, orderLines } from '@/features/cart'
import { orderRefunds, refundableCents } from './refunds'
import { findOrder } from './repository'
import { heldView, paidCents } from './held'
import { HeldPaymentPanel } from './HeldPaymentPanel'
import { awaitingTransfer, dueOnTerms } from './payment-state'
import { ReturnOperatorNotice } from './ReturnOperatorNotice'
import { withdrawalLinesOf } from './withdrawal'
import { OrderView } from './OrderView'
import { pickMessages } from '@/i18n/messages'
import { PageMessages } from '@/features/ui/client'

/** /admin/orders/{id}: the order with fragrance, set, contact and invoice data, and the ship/deliver actions. */
export async function AdminOrderPage({
  orderId,
  carrierPanel,
}: {
  orderId: string
  /** The carrier platform's part of the page (features/carriers, given by the route: a later feature). */
  carrierPanel?: (order: Order) => Promise<CarrierPanelData>
}) {
  await requireAdmin()
  const { t, lang } = await getMessages()
  const payload = await getShopPayload()
  const order = await findOrder(payload, orderId)
  const refunds = order ? await orderRefunds(payload, order.id) : []
  const left = order ? await refundableCents(payload, order) : 0
  // A held payment (ADR 0031) is answered in its own panel: accept it, or refund all that was paid.
  const held = order ? heldView(order) : null
  const carrier = order && carrierPanel ? await carrierPanel(order) : undefined
  return (
    <PageMessages messages={pickMessages(t, ['admin', 'carriers'])}>
      <div className="container section">
        <Link href="/admin/orders" className="link-arrow">
          ← {t.admin.back}
        </Link>
        {!order ? (
          <h1 className="error-text">{t.account.orderNotFound}</h1>
        ) : (
          <>
            <h1>{fill(t.account.orderTitle, { id: `#${order.id}` })}</h1>
            <OrderView order={order} t={t} lang={lang} operator />
            {order.invoiceNumber ? (
              <p>
                {t.admin.invoice}: {order.invoiceNumber}
                {' · '}
                <a href={`/api/admin/orders/${order.id}/fatturapa`} download>
                  {t.admin.eInvoice}
                </a>
              </p>
            ) : null}
            {order.note ? (
              <p>
                <strong>{t.admin.note}:</strong> {order.note}
              </p>
            ) : null}
            {held ? <HeldPaymentPanel orderId={String(order.id)} held={held} /> : null}
            <AdminOrderActions
              orderId={String(order.id)}
              carrier={carrier}
              actions={transitionsFrom(order.status, 'operator').flatMap((r) =>
                r.action && r.action !== 'accept' ? [r.action] : [],
              )}
              note={order.status === 'pending' ? t.admin.notPaid : t.admin.noActions}
              transfer={
                awaitingTransfer(order) || dueOnTerms(order)
                  ? {
                      amount: order.totalAmount,
                      reference: transferReference(order),
                      today: italianDay(new Date()),
                      terms: dueOnTerms(order),
                      reminded: order.paymentRemindedAt ? formatDate(order.paymentRemindedAt) : undefined,
                    }
                  : undefined
              }
              refund={
                left > 0 && !held
                  ? {
                      left,
                      refunded: paidCents(order) - left,
                      byTransfer: order.payment === 'bank-transfer',
                      total: paidCents(order),
                      lines: orderLines(order).map((l) => ({
                        name: lineDescription(l),
                        quantity: l.quantity,
                        paid: toCents(linePaid(l)),
                      })),
                    }
                  : undefined
              }
            />
            {order.withdrawal?.at ? (
              <section className="panel" aria-labelledby="withdrawal-h">
                <h2 id="withdrawal-h">{t.account.withdrawTitle}</h2>
                <p>
                  {formatDate(order.withdrawal.at)} {formatTime(order.withdrawal.at)} — {order.withdrawal.name} —{' '}
                  {order.withdrawal.email}
                </p>
                <ul>
                  {withdrawalLinesOf(order).map((l, i) => (
                    <li key={i}>
                      {l.name} × {l.quantity}
                    </li>
                  ))}
                </ul>
                <ReturnOperatorNotice order={order} t={t} />
              </section>
            ) : null}
            {refunds.length ? (
              <section className="panel" aria-labelledby="refunds-h">
                <h2 id="refunds-h">{t.admin.refunds}</h2>
                <ul>
                  {refunds.map((r) => (
                    <li key={r.id}>
                      {formatDate(r.at)} {formatTime(r.at)} — {formatPrice(fromCents(r.cents))} — {r.id}
                      {r.creditNote ? (
                        <>
                          {' · '}
                          {fill(t.admin.creditNote, { number: r.creditNote.number })}{' '}
                          <a
                            href={`/api/admin/orders/${order.id}/fatturapa?credit=${encodeURIComponent(r.id)}`}
                            download
                          >
                            {t.admin.creditNoteXml}
                          </a>
                        </>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <section className="panel" aria-labelledby="history-h">
              <h2 id="history-h">{t.admin.history}</h2>
              <ul>
                {(order.history ?? []).map((h, i) => (
                  <li key={h.id ?? i}>
                    {formatDate(h.at)} {formatTime(h.at)} —{' '}
                    {t.account.statuses[h.status as keyof typeof t.account.statuses] ?? h.status} — {h.by}
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}
      </div>
    </PageMessages>
  )
}
