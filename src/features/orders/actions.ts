'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getCurrentUser, requireAdmin } from '@/features/sign-in/server'
import { fill } from '@/i18n/config'
import { resolveLang } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { linkMessage } from '@/features/ui/server'
import { clientIpFrom, isFormData } from '@/lib/http'
import { drainOutbox } from '@/services/outbox'
import { queueMail } from '@/services/queue-mail'
import { sendAgain } from '@/services/outbox-operator'
import { allowPolicy } from '@/services/rate-limit'
import { getShopPayload } from '@/payload/shop-payload'
import { cancelOrder } from './cancel'
import { renderOrderMail } from './mail'
import { findCustomerOrder, findOrder } from './repository'
import { withdrawalLink } from './withdrawal'
import { withdrawFromForm } from './withdraw-form'

const idFrom = (fd: FormData) => String(fd.get('orderId') ?? '').slice(0, 20)

/** The customer cancels their own order while it is not paid; back to the order page with the outcome. */
export async function cancelMyOrder(fd: FormData): Promise<void> {
  if (!isFormData(fd)) return
  const user = await getCurrentUser()
  if (!user) redirect('/orders')
  const payload = await getShopPayload()
  const order = await findCustomerOrder(payload, user, idFrom(fd))
  if (!order) redirect('/orders')
  const moved = await cancelOrder(payload, { id: order.id, actor: 'customer', by: user.email })
  redirect(`/order/${order.id}?cancel=${moved.ok ? 'done' : 'refused'}`)
}

/** The operator sends a finally failed e-mail again (after fixing the mail server). */
export async function resendMail(fd: FormData): Promise<void> {
  if (!isFormData(fd)) return
  await requireAdmin()
  const payload = await getShopPayload()
  const id = String(fd.get('mailId') ?? '')
  if (/^\d{1,12}$/.test(id)) await sendAgain(payload, id, renderOrderMail)
  // Whatever else is due goes with it.
  await drainOutbox(payload, renderOrderMail)
  redirect('/admin/orders?mail=sent')
}

/** The customer confirms the withdrawal (their account, or the order's signed link); back to the page with the outcome. */
export async function confirmWithdrawal(fd: FormData): Promise<void> {
  if (!isFormData(fd)) return
  redirect(await withdrawFromForm(fd))
}

/**
 * The return page's form: order number and e-mail → the order's withdrawal link, e-mailed to the order's
 * address. The answer is the same whether or not they match (no way to probe orders), and the limits cap
 * the requests per client address and the e-mails per order.
 */
export async function sendWithdrawalLink(fd: FormData): Promise<void> {
  if (!isFormData(fd)) return
  const payload = await getShopPayload()
  const id = idFrom(fd).replace(/^#/, '')
  const email = String(fd.get('email') ?? '')
    .trim()
    .toLowerCase()
    .slice(0, 200)
  if (await allowPolicy(payload, 'withdrawal-link:ip', clientIpFrom(await headers()))) {
    const order = await findOrder(payload, id)
    if (order && order.email === email && (await allowPolicy(payload, 'withdrawal-link:order', String(order.id)))) {
      const lang = resolveLang(order.locale, null)
      const t = messages[lang].account
      await queueMail(payload, {
        to: order.email,
        ...(await linkMessage(lang, {
          subject: fill(t.withdrawLinkSubject, { id: `#${order.id}` }),
          body: fill(t.withdrawLinkBody, { id: `#${order.id}` }),
          link: await withdrawalLink(order),
          button: t.withdraw,
        })),
      })
    }
  }
  redirect('/return?withdrawal=sent#withdraw-link')
}
