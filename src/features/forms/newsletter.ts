import crypto from 'node:crypto'
import type { Payload } from 'payload'
import type { Lang } from '@/features/i18n/locales'
import { emailLayout, escapeHtml } from '@/features/shell/email-layout'
import { env } from '@/lib/env'
import { deliver } from '@/lib/outbox'
import { allowPolicy } from '@/lib/rate-limit'

const text = {
  it: {
    subject: "Conferma l'iscrizione alla newsletter Vetrina",
    body: 'Grazie! Per ricevere la newsletter conferma il tuo indirizzo.',
    confirm: "Conferma l'iscrizione",
    unsubscribe: "Non vuoi più ricevere le nostre email? Annulla l'iscrizione",
  },
  en: {
    subject: 'Confirm your Vetrina newsletter subscription',
    body: 'Thank you! Please confirm your address to receive the newsletter.',
    confirm: 'Confirm subscription',
    unsubscribe: 'No longer want our e-mails? Unsubscribe',
  },
}

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
  const t = text[lang]
  const confirm = `${env.siteUrl}/api/newsletter/confirm?token=${token}`
  await deliver(payload, {
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
  return true
}
