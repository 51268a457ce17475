import type { Payload } from 'payload'
import { fill } from '@/features/i18n/config'
import { DEFAULT_LANG, resolveLang } from '@/features/i18n/locales'
import { messages } from '@/features/i18n/messages'
import { emailLayout, escapeHtml } from '@/features/shell/email-layout'
import { env } from '@/lib/env'
import { deliver } from '@/lib/mailer'
import type { Order } from '@/payload-types'

/**
 * A payment arrived for an order whose reservation had lapsed, and the pieces are gone: the
 * customer is told they will be refunded or contacted, the seller is told to act (README).
 */
export async function sendNeedsAttentionEmails(payload: Payload, order: Order): Promise<void> {
  const lang = resolveLang(order.locale, null)
  const t = messages[lang].invoice
  const id = `#${order.id}`
  const subject = fill(t.heldSubject, { id })
  const intro = fill(t.heldIntro, { name: order.billingData?.firstName || '', id })
  await deliver(
    payload,
    { to: order.email, subject, text: intro, html: emailLayout(lang, subject, `<p>${escapeHtml(intro)}</p>`) },
    `held:${order.id}`,
  )
  const seller = messages[DEFAULT_LANG]
  const sellerSubject = fill(seller.invoice.heldSellerSubject, { id })
  const link = `${env.siteUrl}/admin/orders/${order.id}`
  await deliver(
    payload,
    {
      to: env.shopInfoEmail,
      subject: sellerSubject,
      text: `${seller.admin.needsAttention}\n${link}`,
      html: emailLayout(
        DEFAULT_LANG,
        sellerSubject,
        `<p>${escapeHtml(seller.admin.needsAttention)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(id)}</a></p>`,
      ),
    },
    `held-seller:${order.id}`,
  )
}
