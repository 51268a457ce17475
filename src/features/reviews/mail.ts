import { parseLang, type Lang } from '@/features/i18n/locales'
import { fill } from '@/features/i18n/config'
import { emailButton, emailLayout, escapeHtml } from '@/features/ui/email-layout'
import { env } from '@/lib/env'
import type { MailMessage } from '@/lib/mailer'
import type { Review } from '@/payload-types'
import { REASON_LABELS } from './labels'
import { isRejectionReason } from './rules'

/** The e-mails of reviews: the invitation after delivery, and the operator's decision told to the author. */
const text = {
  it: {
    inviteSubject: 'Com’è andata? Recensisci il tuo ordine {ref}',
    inviteBody:
      'Ciao {name}, il tuo ordine {ref} è stato consegnato. Se ti va, racconta agli altri clienti com’è: puoi dare da 1 a 5 stelle e scrivere qualche riga per ogni prodotto. Pubblichiamo tutte le recensioni che parlano del prodotto, anche quelle negative.',
    inviteButton: 'Scrivi una recensione',
    inviteStop: 'Non vuoi più inviti a recensire? Non riceverne più',
    publishedSubject: 'La tua recensione è stata pubblicata',
    publishedBody: 'Grazie! La tua recensione di {product} è ora visibile sulla pagina del prodotto.',
    publishedButton: 'Vedi la recensione',
    rejectedSubject: 'La tua recensione non è stata pubblicata',
    rejectedBody:
      'La tua recensione di {product} non è stata pubblicata. Motivo: {reason}. Puoi modificarla entro 30 giorni da quando l’hai scritta, dalla stessa pagina in cui l’hai scritta.',
    rejectedButton: 'Modifica la recensione',
  },
  en: {
    inviteSubject: 'How was it? Review your order {ref}',
    inviteBody:
      'Hello {name}, your order {ref} was delivered. If you like, tell other customers how it is: you can give 1 to 5 stars and write a few lines for each product. We publish every review about the product, negative ones too.',
    inviteButton: 'Write a review',
    inviteStop: 'No more invitations to review? Stop them',
    publishedSubject: 'Your review is published',
    publishedBody: 'Thank you! Your review of {product} is now on the product’s page.',
    publishedButton: 'See the review',
    rejectedSubject: 'Your review was not published',
    rejectedBody:
      'Your review of {product} was not published. Reason: {reason}. You can edit it within 30 days of writing it, from the page where you wrote it.',
    rejectedButton: 'Edit the review',
  },
}

async function message(
  lang: Lang,
  to: string,
  subject: string,
  body: string,
  link: string,
  button: string,
  footer = '',
): Promise<MailMessage> {
  return {
    to,
    subject,
    text: `${body}\n\n${link}${footer ? `\n\n${footer}` : ''}`,
    html: await emailLayout(
      lang,
      subject,
      `<p>${escapeHtml(body)}</p><p>${emailButton(link, button)}</p>${footer ? `<p style="font-size:12px">${footer.replace(/(https?:\/\/\S+)$/, (u) => `<a href="${escapeHtml(u)}">${escapeHtml(u)}</a>`)}</p>` : ''}`,
    ),
  }
}

/** The invitation of a delivered order: a signed link to its review page, and a way to stop invitations. */
export function invitationMail(
  lang: Lang,
  o: { to: string; name: string; ref: string; link: string; stop: string },
): Promise<MailMessage> {
  const t = text[lang]
  return message(
    lang,
    o.to,
    fill(t.inviteSubject, { ref: o.ref }),
    fill(t.inviteBody, { name: o.name, ref: o.ref }),
    o.link,
    t.inviteButton,
    `${t.inviteStop}: ${o.stop}`,
  )
}

/** The operator's decision, told to the author in the review's language (the reason in words, never a code). */
export function decisionMail(
  review: Pick<Review, 'lang' | 'email' | 'status' | 'reason'>,
  product: { name: string; url: string },
  pageLink: string,
): Promise<MailMessage> {
  const lang: Lang = parseLang(review.lang)
  const t = text[lang]
  if (review.status === 'published')
    return message(
      lang,
      review.email,
      t.publishedSubject,
      fill(t.publishedBody, { product: product.name }),
      `${env.siteUrl}/shop/${product.url}?lang=${lang}#reviews`,
      t.publishedButton,
    )
  const reason = isRejectionReason(review.reason) ? REASON_LABELS[review.reason][lang] : ''
  return message(
    lang,
    review.email,
    t.rejectedSubject,
    fill(t.rejectedBody, { product: product.name, reason }),
    pageLink,
    t.rejectedButton,
  )
}
