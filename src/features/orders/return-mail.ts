import { type Lang, resolveLang } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { escapeHtml } from '@/features/ui/server'
import type { Order } from '@/payload-types'
import { returnLabelLink, returnState } from './return-label'

/**
 * The withdrawal acknowledgement's part about the return label (ADR 0042): the link to download it (with the
 * order's withdrawal token: guests have no account), or that the shop sends it by e-mail when the provider
 * refused it. Nothing when no label is offered: the acknowledgement's own text says how to send the goods back.
 */
export async function returnLabelPart(order: Order): Promise<{ text: string; html: string } | null> {
  const state = returnState(order)
  if (!state) return null
  const lang: Lang = resolveLang(order.locale, null)
  const r = messages[lang].returns
  if (state === 'failed') return { text: r.mailFailed, html: `<p>${escapeHtml(r.mailFailed)}</p>` }
  const link = await returnLabelLink(order)
  return {
    text: `${r.mailReady}\n${r.labelDownload}: ${link}`,
    html: `<p>${escapeHtml(r.mailReady)} <a href="${escapeHtml(link)}">${escapeHtml(r.labelDownload)}</a></p>`,
  }
}
