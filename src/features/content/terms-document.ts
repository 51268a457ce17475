import type { Payload } from 'payload'
import { formatDate } from '@/i18n/config'
import type { Lang } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { getSeller } from '@/features/seller/server'
import { log } from '@/lib/logger'
import type { MailAttachment } from '@/services/mailer'
import { textBlocks } from '@/lib/richtext'
import { legalPdf } from './legal-pdf'

/**
 * The PDFs made from the same terms (language, text, date, seller): every confirmation attaches the
 * same file, and rendering it is the costliest part of sending one (README "Load figures"). A few
 * entries per process; a changed text or seller is a new key.
 */
const rendered = new Map<string, Promise<Buffer>>()
const MAX_RENDERED = 8

/**
 * The terms of sale as they stand, as a PDF for the order confirmation (read from the database, not the
 * page cache: the outbox renders mails outside any request). Null, logged, when the page is empty.
 */
export async function termsAttachment(payload: Payload, lang: Lang): Promise<MailAttachment | null> {
  const terms = await payload.findGlobal({ slug: 'terms', locale: lang, depth: 0, overrideAccess: true })
  const blocks = textBlocks(terms.body)
  if (!terms.title || !blocks.length) {
    log.error('terms of sale are empty: the order confirmation goes without them', { lang })
    return null
  }
  const date = terms.lastModified ? ` — ${formatDate(terms.lastModified)}` : ''
  const subtitle = `${(await getSeller()).name}${date}`
  const key = JSON.stringify([lang, terms.title, subtitle, blocks])
  let pdf = rendered.get(key)
  if (!pdf) {
    if (rendered.size >= MAX_RENDERED) rendered.delete(rendered.keys().next().value!)
    pdf = legalPdf({ title: terms.title, subtitle, blocks })
    rendered.set(key, pdf)
    pdf.catch(() => rendered.delete(key))
  }
  const bytes = await pdf
  return {
    filename: messages[lang].termsFile,
    contentBase64: bytes.toString('base64'),
    contentType: 'application/pdf',
  }
}
