import { jwtVerify, SignJWT } from 'jose'
import type { Payload } from 'payload'
import { fill } from '@/i18n/config'
import type { Lang } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { emailLayout, escapeHtml, linkMessage } from '@/features/ui/server'
import { env, payloadSecret } from '@/lib/env'
import { queueMail } from '@/services/queue-mail'
import { invalidFields } from '@/lib/payload-errors'
import { allowPolicy } from '@/services/rate-limit'
import type { User } from '@/payload-types'

/**
 * Changing a customer's e-mail address (the customer has given the current password): nothing changes
 * until the new address's owner opens the link sent there, and the old address is told. The link is a
 * signed token naming the account, its current and its new address, valid for a day; it works once,
 * since after the change the account's address is no longer the one it names. No state is kept.
 */
const PURPOSE = 'vetrina:email-change'
const VALID = '24h'
const key = () => new TextEncoder().encode(`${payloadSecret()}:${PURPOSE}`)

const confirmLink = (token: string) => `${env.siteUrl}/api/auth/confirm-email?token=${encodeURIComponent(token)}`

export async function requestEmailChange(
  payload: Payload,
  lang: Lang,
  user: Pick<User, 'id' | 'email' | 'firstName'>,
  newEmail: string,
): Promise<void> {
  const t = messages[lang].account
  const to = newEmail.trim().toLowerCase()
  const token = await new SignJWT({ purpose: PURPOSE, from: user.email, to })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setIssuedAt()
    .setExpirationTime(VALID)
    .sign(key())
  const taken =
    (await payload.count({ collection: 'users', where: { email: { equals: to } }, overrideAccess: true })).totalDocs > 0
  // An address that belongs to another account gets no link (the answer is the same: no enumeration),
  // and one outside address at most a few a day, so nobody's mailbox can be flooded through this form.
  if (!taken && (await allowPolicy(payload, 'email-change:to', to))) {
    await queueMail(payload, {
      to,
      ...(await linkMessage(lang, {
        subject: t.changeSubject,
        body: fill(t.changeBody, { name: user.firstName || '' }),
        link: confirmLink(token),
        button: t.changeButton,
      })),
    })
  }
  const notice = fill(t.noticeBody, { email: to })
  await queueMail(payload, {
    to: user.email,
    subject: t.noticeSubject,
    text: notice,
    html: await emailLayout(lang, t.noticeSubject, `<p>${escapeHtml(notice)}</p>`),
  })
}

/** Applies the change a link asks for: the account's address becomes the new one, verified (the link proved it). */
export async function confirmEmailChange(payload: Payload, token: string): Promise<'changed' | 'invalid'> {
  let claims: { sub?: string; purpose?: unknown; from?: unknown; to?: unknown }
  try {
    claims = (await jwtVerify(token, key(), { algorithms: ['HS256'] })).payload
  } catch {
    return 'invalid'
  }
  if (claims.purpose !== PURPOSE || typeof claims.from !== 'string' || typeof claims.to !== 'string') return 'invalid'
  const id = Number(claims.sub)
  if (!Number.isInteger(id)) return 'invalid'
  const user = await payload.findByID({ collection: 'users', id, overrideAccess: true, disableErrors: true })
  // Used already, or the account's address changed since: the link is spent.
  if (!user || user.email !== claims.from) return 'invalid'
  try {
    await payload.update({
      collection: 'users',
      id,
      overrideAccess: true,
      data: { email: claims.to, verified: true },
      context: { emailVerified: true },
    })
  } catch (err) {
    // Taken by an account created after the link was sent (the unique index refuses it).
    if (invalidFields(err).includes('email')) return 'invalid'
    throw err
  }
  return 'changed'
}
