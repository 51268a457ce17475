import type { Lang } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { escapeHtml } from '@/features/ui/server'
import type { Order } from '@/payload-types'
import { hoursLines, orderPickupPoint, pickupAddress } from './pickup-point'

/**
 * The pickup point or locker in an order's e-mails (confirmation, shipped; the seller's copy): name, kind,
 * address and opening hours, in the order's language. Empty when the order goes to an address.
 */
export function pickupMailPart(order: Order, lang: Lang): { text: string; html: string } {
  const p = orderPickupPoint(order)
  if (!p) return { text: '', html: '' }
  const t = messages[lang].pickup
  const kind = p.kind === 'locker' ? t.locker : t.shop
  const hours = hoursLines(p.hours, lang)
  const lines = [`${p.name} (${kind})`, pickupAddress(p), ...(hours.length ? [`${t.hours}: ${hours.join('; ')}`] : [])]
  return {
    text: `${t.chosen}\n${lines.join('\n')}\n${t.chosenNote}`,
    html: `<h2>${escapeHtml(t.chosen)}</h2><p data-pickup-point><strong>${escapeHtml(p.name)}</strong> (${escapeHtml(kind)})<br>${escapeHtml(pickupAddress(p))}${
      hours.length ? `<br>${escapeHtml(t.hours)}: ${hours.map(escapeHtml).join('; ')}` : ''
    }</p><p>${escapeHtml(t.chosenNote)}</p>`,
  }
}
