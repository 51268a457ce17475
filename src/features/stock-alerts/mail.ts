import type { Lang } from '@/features/i18n/locales'
import { fill } from '@/features/i18n/config'
import { emailButton, emailLayout, escapeHtml } from '@/features/ui/email-layout'
import { env } from '@/lib/env'
import type { MailMessage } from '@/lib/mailer'

/** The two e-mails of a back-in-stock alert, in the language the visitor asked in. */
const text = {
  it: {
    confirmSubject: 'Conferma l’avviso di disponibilità: {name}',
    confirmBody:
      'Hai chiesto di sapere quando {name} tornerà disponibile. Conferma il tuo indirizzo e ti scriveremo una volta sola, appena sarà di nuovo in vendita. Se non sei stato tu, ignora questa email: non riceverai altro.',
    confirm: 'Conferma l’avviso',
    backSubject: 'È di nuovo disponibile: {name}',
    backBody: '{name} è di nuovo in vendita. Ti scriviamo questa sola volta, come avevi chiesto.',
    view: 'Vai al prodotto',
    stop: 'Non vuoi più questo avviso? Annullalo',
  },
  en: {
    confirmSubject: 'Confirm your back-in-stock alert: {name}',
    confirmBody:
      'You asked to be told when {name} is back. Confirm your address and we will write once, as soon as it is on sale again. If this was not you, ignore this e-mail: you will get nothing more.',
    confirm: 'Confirm the alert',
    backSubject: 'Back in stock: {name}',
    backBody: '{name} is on sale again. We are writing this once, as you asked.',
    view: 'See the product',
    stop: 'No longer want this alert? Stop it',
  },
}

type Alert = { email: string; lang: Lang; token: string }

const stopLink = (a: Alert) => `${env.siteUrl}/api/stock-alerts/stop?token=${a.token}&lang=${a.lang}`
const what = (name: string, fragrance: string) => (fragrance ? `${name} (${fragrance})` : name)

async function message(a: Alert, subject: string, body: string, link: string, button: string): Promise<MailMessage> {
  const t = text[a.lang]
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
  const t = text[a.lang]
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
  const t = text[a.lang]
  const v = { name: what(p.name, p.fragrance) }
  return message(
    a,
    fill(t.backSubject, v),
    fill(t.backBody, v),
    `${env.siteUrl}/shop/${encodeURIComponent(p.url)}?lang=${a.lang}`,
    t.view,
  )
}
