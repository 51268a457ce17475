import type { Lang } from '@/i18n/locales'
import { fill } from '@/i18n/config'
import { messages } from '@/i18n/messages'
import { emailButton, emailLayout, escapeHtml } from '@/features/ui/server'
import { env } from '@/lib/env'
import type { MailMessage } from '@/services/mailer'

/** The two e-mails of a back-in-stock alert, in the language the visitor asked in. */
/** The texts of these e-mails in a language (messages/<lang>/mails.ts). */
const text = (lang: Lang) => messages[lang].stockAlertMail

type Alert = { email: string; lang: Lang; token: string }

const stopLink = (a: Alert) => `${env.siteUrl}/api/stock-alerts/stop?token=${a.token}&lang=${a.lang}`
const what = (name: string, fragrance: string) => (fragrance ? `${name} (${fragrance})` : name)

async function message(a: Alert, subject: string, body: string, link: string, button: string): Promise<MailMessage> {
  const t = text(a.lang)
  return {
    to: a.email,
    subject,
    text: `${body}\n\n${link}\n\n${t.stop}: ${stopLink(a)}`,
    html: await emailLayout(
      a.lang,
      subject,
      `<p>${escapeHtml(body)}</p><p>${emailButton(link, button)}</p><p style="font-size:12px"><a href="${stopLink(a)}">${escapeHtml(t.stop)}</a></p>`,
    ),
  }
}

/** The double opt-in of a guest's alert. */
export function confirmMail(a: Alert, name: string, fragrance: string) {
  const t = text(a.lang)
  const v = { name: what(name, fragrance) }
  return message(
    a,
    fill(t.confirmSubject, v),
    fill(t.confirmBody, v),
    `${env.siteUrl}/api/stock-alerts/confirm?token=${a.token}&lang=${a.lang}`,
    t.confirm,
  )
}

/** The one e-mail: it is back, with a link to the product in the visitor's language. */
export function alertMail(a: Alert, p: { name: string; fragrance: string; url: string }) {
  const t = text(a.lang)
  const v = { name: what(p.name, p.fragrance) }
  return message(
    a,
    fill(t.backSubject, v),
    fill(t.backBody, v),
    `${env.siteUrl}/shop/${encodeURIComponent(p.url)}?lang=${a.lang}`,
    t.view,
  )
}
