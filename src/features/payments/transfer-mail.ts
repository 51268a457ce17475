import { type Lang } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { getSeller } from '@/features/seller/server'
import { emailLayout, escapeHtml } from '@/features/ui/server'
import { env } from '@/lib/env'
import type { MailMessage } from '@/services/mailer'
import type { Order } from '@/payload-types'
import { transferRows } from './bank-transfer'

/**
 * An e-mail with an order's bank-transfer details — to whom, IBAN, bank, amount, reference, by when — under
 * an intro made with the due date, and the order's page: the order's first e-mail (transfer-order.ts)
 * and the payment reminders (features/orders/payment-reminders.ts).
 */
export async function transferMessage(
  order: Order,
  lang: Lang,
  subject: string,
  intro: (deadline: string) => string,
): Promise<MailMessage> {
  const { deadline, rows } = transferRows(order, await getSeller(), messages[lang].success)
  const text = intro(deadline)
  return {
    to: order.email,
    subject,
    text: `${text}\n\n${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${env.siteUrl}/order/${order.id}?lang=${lang}`,
    html: await emailLayout(
      lang,
      subject,
      `<p>${escapeHtml(text)}</p><table>${rows
        .map(
          ([k, v]) =>
            `<tr><th align="left" style="padding-right:12px">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`,
        )
        .join('')}</table>`,
    ),
  }
}
