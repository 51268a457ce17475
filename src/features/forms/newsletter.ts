import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { parseLang, type Lang } from '@/i18n/locales'
import { emailLayout, escapeHtml } from '@/features/ui/server'
import { env } from '@/lib/env'
import { queueMail } from '@/services/queue-mail'
import { allowPolicy } from '@/services/rate-limit'
import { fill, formatDate, formatPrice } from '@/i18n/config'
import { messages } from '@/i18n/messages'
import type { DiscountCode } from '@/payload-types'

/** The texts of this e-mail in a language (messages/<lang>/mails.ts). */
const text = (lang: Lang) => messages[lang].newsletterMail

export const unsubscribeLink = (token: string) => `${env.siteUrl}/api/newsletter/unsubscribe?token=${token}`

/** Double opt-in: a pending subscriber and a confirmation e-mail (which, like every newsletter e-mail, can unsubscribe). */
export async function subscribe(payload: Payload, email: string, lang: Lang): Promise<'pending' | 'already'> {
  const normalized = email.trim().toLowerCase()
  const found = await payload.find({
    collection: 'subscribers',
    where: { email: { equals: normalized } },
    limit: 1,
    overrideAccess: true,
  })
  const existing = found.docs[0]
  if (existing?.status === 'confirmed') return 'already'
  const token = crypto.randomBytes(24).toString('hex')
  if (existing)
    await payload.update({
      collection: 'subscribers',
      id: existing.id,
      overrideAccess: true,
      data: { status: 'pending', token, lang },
    })
  else
    await payload.create({
      collection: 'subscribers',
      overrideAccess: true,
      data: { email: normalized, status: 'pending', token, lang },
    })
  // A few confirmation e-mails a day per address at most: nobody's mailbox can be flooded through the form.
  if (!(await allowPolicy(payload, 'newsletter:email', normalized))) return 'pending'
  const t = text(lang)
  const confirm = `${env.siteUrl}/api/newsletter/confirm?token=${token}`
  await queueMail(payload, {
    to: normalized,
    subject: t.subject,
    text: `${t.body}\n${confirm}\n\n${t.unsubscribe}: ${unsubscribeLink(token)}`,
    html: await emailLayout(
      lang,
      t.subject,
      `<p>${escapeHtml(t.body)}</p><p><a href="${confirm}">${escapeHtml(t.confirm)}</a></p><p style="font-size:12px"><a href="${unsubscribeLink(token)}">${escapeHtml(t.unsubscribe)}</a></p>`,
    ),
  })
  return 'pending'
}

/** The texts of this e-mail in a language (messages/<lang>/mails.ts). */
const welcome = (lang: Lang) => messages[lang].welcomeMail

/**
 * The welcome code of the settings (if the operator chose one and it can still be used), e-mailed once
 * per subscriber when they confirm: the outbox's dedupe key makes a second confirmation send nothing.
 */
async function sendWelcomeCode(
  payload: Payload,
  sub: { id: number | string; email: string; lang?: string | null; token?: string | null },
) {
  const settings = (await payload.findGlobal({ slug: 'shop-settings', depth: 1, overrideAccess: true })) as {
    welcomeCode?: DiscountCode | number | null
  }
  const code = typeof settings.welcomeCode === 'object' ? settings.welcomeCode : null
  if (!code || (code.ends && new Date(code.ends).getTime() <= Date.now())) return
  if (code.maxUses != null && (code.uses ?? 0) >= code.maxUses) return
  const lang: Lang = parseLang(sub.lang)
  const t = welcome(lang)
  const what = [
    fill(t[code.kind], { percent: code.percent ?? 0, amount: formatPrice(code.amount ?? 0) }),
    code.minSubtotal ? fill(t.minimum, { amount: formatPrice(code.minSubtotal) }) : '',
    code.ends ? fill(t.until, { date: formatDate(code.ends) }) : '',
  ]
    .filter(Boolean)
    .join(', ')
  const unsubscribe = sub.token ? unsubscribeLink(sub.token) : ''
  await queueMail(
    payload,
    {
      to: sub.email,
      subject: t.subject,
      text: `${t.body}

${code.code}
${what}

${text(lang).unsubscribe}: ${unsubscribe}`,
      html: await emailLayout(
        lang,
        t.subject,
        `<p>${escapeHtml(t.body)}</p><p style="font-size:22px;letter-spacing:2px"><strong>${escapeHtml(code.code)}</strong></p><p>${escapeHtml(what)}</p><p style="font-size:12px"><a href="${unsubscribe}">${escapeHtml(text(lang).unsubscribe)}</a></p>`,
      ),
    },
    `newsletter-welcome:${sub.id}`,
  )
}

export async function setSubscription(
  payload: Payload,
  token: string,
  status: 'confirmed' | 'unsubscribed',
): Promise<boolean> {
  if (!/^[a-f0-9]{48}$/.test(token)) return false
  const found = await payload.find({
    collection: 'subscribers',
    where: { token: { equals: token } },
    limit: 1,
    overrideAccess: true,
  })
  const sub = found.docs[0]
  if (!sub) return false
  await payload.update({
    collection: 'subscribers',
    id: sub.id,
    overrideAccess: true,
    data: { status, ...(status === 'confirmed' ? { confirmedAt: new Date().toISOString() } : {}) },
  })
  if (status === 'confirmed') await sendWelcomeCode(payload, sub)
  return true
}
