import { parseLang, type Lang } from '@/i18n/locales'
import { fill } from '@/i18n/config'
import { messages } from '@/i18n/messages'
import { emailButton, emailLayout, escapeHtml } from '@/features/ui/server'
import { env } from '@/lib/env'
import type { MailMessage } from '@/services/mailer'
import type { Review } from '@/payload-types'
import { REASON_LABELS } from './labels'
import { isRejectionReason } from './rules'

/** The e-mails of reviews: the invitation after delivery, and the operator's decision told to the author. */
/** The texts of these e-mails in a language (messages/<lang>/mails.ts). */
const text = (lang: Lang) => messages[lang].reviewMail

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
  const t = text(lang)
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
  const t = text(lang)
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
