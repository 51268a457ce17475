import Link from 'next/link'
import { notFound } from 'next/navigation'
import { fill, formatPrice } from '@/i18n/config'
import { getMessages } from '@/i18n/server'
import { findOrderBySession } from '@/features/orders/server'
import { getShopPayload } from '@/payload/shop-payload'
import { paymentProvider } from '@/features/payments/server'
import { TestCardForm } from './TestCardForm'
import { pickMessages } from '@/i18n/messages'
import { PageMessages } from '@/features/ui/client'

/** The built-in test checkout's hosted page (only when Stripe is not configured). */
export async function TestCheckoutPage({ session, error }: { session: string; error?: string }) {
  if (paymentProvider().name !== 'test' || !/^cs_test_[a-f0-9]{36}$/.test(session)) notFound()
  const { t } = await getMessages()
  const order = await findOrderBySession(await getShopPayload(), session)
  if (!order) notFound()
  return (
    <PageMessages messages={pickMessages(t, ['pay'])}>
      <div className="container narrow section">
        <h1>{t.pay.title}</h1>
        <p className="notice warn">{t.pay.testMode}</p>
        <div className="panel">
          <p>{fill(t.pay.order, { id: `#${order.id}` })}</p>
          <p>
            {t.pay.amount}: <strong data-testid="pay-amount">{formatPrice(order.totalAmount)}</strong>
          </p>
          {order.status === 'pending' ? (
            <TestCardForm
              session={session}
              initialError={error === 'declined' ? t.pay.declined : error === 'invalid' ? t.pay.invalidCard : ''}
            />
          ) : (
            <p>{t.pay.sessionGone}</p>
          )}
        </div>
        <Link href="/checkout?cancelled=1" className="link-arrow">
          ← {t.pay.cancel}
        </Link>
      </div>
    </PageMessages>
  )
}
