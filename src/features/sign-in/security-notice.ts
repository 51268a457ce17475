import type { Payload } from 'payload'
import { fill, formatDate, formatTime } from '@/i18n/config'
import type { Lang } from '@/i18n/locales'
import { messages } from '@/i18n/messages/index'
import { emailButton, emailLayout, escapeHtml } from '@/features/ui/server'
import { env } from '@/lib/env'
import { queueMail } from '@/services/queue-mail'

/** A change to how an account signs in that its owner is told about. */
export type SecurityChange =
  { kind: 'passkeyAdded'; passkey: string } | { kind: 'appOn' } | { kind: 'appOff' } | { kind: 'newCodes' }

/**
 * "If this was not you…" (issue 52, ADR 0033): every account is told by e-mail, through the outbox, when
 * a way to sign in is added or a second factor changes — a passkey added, the authenticator app turned on
 * or off, new recovery codes — with what happened, when, and what to do: the Security page to remove
 * it, the Sign-ins page to sign out every other session, a new password. In the language of the page the
 * change was made from (the shop keeps no language per account).
 */
export async function securityNotice(
  lang: Lang,
  user: { email: string; firstName?: string | null },
  change: SecurityChange,
) {
  const n = messages[lang].account.security.notice
  const now = new Date()
  const body = fill(n.body, {
    name: user.firstName || '',
    email: user.email,
    date: formatDate(now),
    time: formatTime(now),
    what: fill(n[change.kind].what, { passkey: 'passkey' in change ? change.passkey : '' }),
  })
  const security = `${env.siteUrl}/account-security?lang=${lang}`
  const sessions = `${env.siteUrl}/account-sessions?lang=${lang}`
  const subject = n[change.kind].subject
  return {
    subject,
    text: `${body}\n\n${n.notYou}\n\n${n.security}: ${security}\n${n.sessions}: ${sessions}`,
    html: await emailLayout(
      lang,
      subject,
      `<p>${escapeHtml(body)}</p><p>${escapeHtml(n.notYou)}</p>` +
        `<p>${emailButton(security, n.security)}</p><p><a href="${escapeHtml(sessions)}">${escapeHtml(n.sessions)}</a></p>`,
    ),
  }
}

/** Sends the notice to the account's address (queued in the outbox: a failed relay retries it). */
export async function sendSecurityNotice(
  payload: Payload,
  lang: Lang,
  user: { email: string; firstName?: string | null },
  change: SecurityChange,
): Promise<void> {
  await queueMail(payload, { to: user.email, ...(await securityNotice(lang, user, change)) })
}
