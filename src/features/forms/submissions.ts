import type { Payload } from 'payload'
import { emailLayout, escapeHtml } from '@/features/ui/server'
import { messages } from '@/i18n/messages'
import type { Lang } from '@/i18n/locales'
import { env } from '@/lib/env'
import { BUSINESS_FIELDS } from './schemas'
import { queueMail } from '@/services/queue-mail'

type Kind = 'contact' | 'business'

/**
 * A request's fields under the form's own labels in a language, in the form's order (never the code's
 * field names), and only those: the captcha, the honeypot and the consent flag are not part of it.
 * The e-mail, the operator's page and the export all show a request so.
 */
export function requestEntries(kind: Kind, data: unknown, lang: Lang): (readonly [string, string])[] {
  const t = messages[lang]
  const labels: Record<string, string> = kind === 'contact' ? t.contactForm : t.business
  const values = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>
  const fields = kind === 'contact' ? ['name', 'email', 'message'] : [...BUSINESS_FIELDS]
  return fields
    .filter((k) => values[k] !== undefined && values[k] !== null && values[k] !== '')
    .map((k) => [labels[k] ?? k, String(values[k])] as const)
}

/**
 * Every request is stored first (the operator handles it on /admin/requests), then e-mailed
 * to SHOP_INFO_EMAIL with the sender as reply-to. A failed e-mail stays queued and is retried:
 * the request itself is never lost.
 */
export async function storeAndForward(
  payload: Payload,
  args: { kind: Kind; email: string; name: string; data: Record<string, unknown>; ip: string },
) {
  const submission = await payload.create({
    collection: 'submissions',
    overrideAccess: true,
    data: {
      kind: args.kind,
      email: args.email,
      name: args.name,
      data: args.data as never,
      status: 'pending',
      handling: 'new',
      ip: args.ip,
    },
  })
  const title =
    args.kind === 'contact' ? `Nuovo messaggio dal sito: ${args.name}` : `Nuova richiesta rivenditore: ${args.name}`
  const entries = requestEntries(args.kind, args.data, 'it')
  const rows = entries
    .map(
      ([label, v]) =>
        `<tr><th style="text-align:left;padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(v)}</td></tr>`,
    )
    .join('')
  await queueMail(
    payload,
    {
      to: env.shopInfoEmail,
      replyTo: args.email,
      subject: title,
      text: entries.map(([label, v]) => `${label}: ${v}`).join('\n'),
      html: await emailLayout('it', title, `<table>${rows}</table>`, { toSeller: true }),
    },
    `submission:${submission.id}`,
    // The stored request follows its e-mail's first try (sent, or queued with its error).
    () => syncSubmissionStatus(payload, submission.id),
  )
  return submission
}

/** The submission's status follows its e-mail: sent, or still pending (queued for retry). */
export async function syncSubmissionStatus(payload: Payload, id: number | string) {
  const mail = await payload.find({
    collection: 'mail-queue',
    where: { dedupeKey: { equals: `submission:${id}` } },
    limit: 1,
    overrideAccess: true,
  })
  const m = mail.docs[0]
  if (!m) return
  await payload.update({
    collection: 'submissions',
    id,
    overrideAccess: true,
    data: {
      status: m.status === 'sent' ? 'sent' : m.status === 'failed' ? 'failed' : 'pending',
      attempts: m.attempts ?? 0,
      lastError: m.lastError ?? null,
    },
  })
}
