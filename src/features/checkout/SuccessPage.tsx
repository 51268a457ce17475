import Link from 'next/link'
import { fill } from '@/i18n/config'
import { getMessages } from '@/i18n/server'
import { Invoice } from '@/features/invoices/server'
import { invoiceModel } from '@/features/invoices/server'
import { isPaid } from '@/features/orders/server'
import { findOrderBySession } from '@/features/orders/server'
import { getSeller } from '@/features/seller/server'
import { getShopPayload } from '@/payload/shop-payload'
import { ClearCartOnSuccess, WaitForPayment } from './SuccessClient'
import { pickMessages } from '@/i18n/messages'
import { PageMessages } from '@/features/ui/client'
import type { Order } from '@/payload-types'
import { dueOnTerms } from '@/features/orders/server'
import { termsDays, transferRows } from '@/features/payments'
import { PickupPointCard } from '@/features/orders'

function NotAvailable({ title, text, home }: { title: string; text: string; home: string }) {
  return (
    <div className="container section empty">
      <h1>{title}</h1>
      <p>{text}</p>
      <Link href="/" className="btn">
        {home}
      </Link>
    </div>
  )
}

/** /success?session_id=…: the invoice of a paid order; a short wait while the payment is confirmed; otherwise the 404 text. */
export async function SuccessPage({ sessionId }: { sessionId: string }) {
  const { t } = await getMessages()
  return (
    <PageMessages messages={pickMessages(t, ['success'])}>
      <SuccessContent sessionId={sessionId} />
    </PageMessages>
  )
}

async function SuccessContent({ sessionId }: { sessionId: string }) {
  const { lang, t } = await getMessages()
  const s = t.success
  const missing = <NotAvailable title={s.notFoundTitle} text={s.notFoundText} home={s.returnHome} />
  const order = await findOrderBySession(await getShopPayload(), sessionId)
  if (!order) return missing
  if (order.payment === 'bank-transfer' && (order.status === 'pending' || dueOnTerms(order)))
    return <TransferPlaced order={order} />
  if (order.status === 'pending') return <WaitForPayment sessionId={sessionId}>{missing}</WaitForPayment>
  // Paid, but held for the operator (ADR 0031): the customer's money came; the shop checks it and writes.
  if (order.status === 'needs-attention')
    return <NotAvailable title={s.heldTitle} text={fill(s.heldText, { id: `#${order.id}` })} home={s.returnHome} />
  if (!isPaid(order)) return missing
  return (
    <div className="container section">
      <ClearCartOnSuccess />
      <h1>{s.title}</h1>
      <p>{s.thanks}</p>
      <p>{fill(s.orderId, { id: `#${order.id}` })}</p>
      <PickupPointCard order={order} t={t} lang={lang} />
      <Invoice model={invoiceModel(order, await getSeller())} t={t} lang={lang} />
      <Link href="/shop" className="btn">
        {s.continue}
      </Link>
    </div>
  )
}

/** A dealer's bank-transfer order just placed (on payment terms: confirmed): what to pay, to whom, with which reference, by when. */
async function TransferPlaced({ order }: { order: Order }) {
  const { t } = await getMessages()
  const s = t.success
  const { deadline, rows } = transferRows(order, await getSeller(), s)
  const terms = termsDays(order)
  return (
    <div className="container section">
      <ClearCartOnSuccess />
      <h1>{terms ? fill(s.termsTitle, { days: terms }) : s.transferTitle}</h1>
      <p>{fill(s.orderId, { id: `#${order.id}` })}</p>
      <p>{fill(terms ? s.termsText : s.transferText, { date: deadline })}</p>
      <dl className="transfer-details" data-testid="transfer-details">
        {rows.map(([k, v]) => (
          <div key={k} className="row-between">
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <Link href={`/order/${order.id}`} className="btn">
        {s.viewOrder}
      </Link>
    </div>
  )
}
