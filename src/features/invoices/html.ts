import { fill, formatPrice } from '@/i18n/config'
import { regimeText } from '@/features/tax/server'
import { LOCALES, type Lang } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { env } from '@/lib/env'
import { escapeHtml as e } from '@/lib/escape-html'
import { countryName } from '@/lib/geo'
import type { InvoiceModel } from './model'

/** A picture's address as a mail client needs it: absolute, on the shop's origin. */
const absolute = (src: string) =>
  /^https?:\/\//.test(src) ? src : `${env.siteUrl}${src.startsWith('/') ? '' : '/'}${src}`

/** The order's document (receipt or invoice copy) as e-mail HTML (inline styles), with the products' pictures. */
export function invoiceHtml(m: InvoiceModel, lang: Lang): string {
  const t = messages[lang].invoice
  const regime = regimeText(m.regime, lang)
  const money = (n: number) => e(formatPrice(n, LOCALES[lang].invoiceMoney))
  const td = 'padding:6px 8px;border-bottom:1px solid #e3d8cc;text-align:left'
  const rows = m.lines
    .map(
      (l) =>
        `<tr><td style="${td}">${l.image ? `<img src="${e(absolute(l.image))}" alt="" width="48" height="48" style="vertical-align:middle;margin-right:8px;border-radius:4px;object-fit:cover">` : ''}${e(l.description)}</td><td style="${td}">${e(l.sku)}</td><td style="${td}">${money(l.price)}</td><td style="${td}">${l.quantity}</td><td style="${td}">${money(l.lineTotal)}</td></tr>`,
    )
    .join('')
  const customerCompany = m.customer.company
    ? `<br>${e(m.customer.company)} · ${e(t.vatNumber)} ${e(m.customer.vatNumber ?? '')}${m.customer.sdi ? ` · SDI ${e(m.customer.sdi)}` : ''}${m.customer.pec ? ` · PEC ${e(m.customer.pec)}` : ''}`
    : m.customer.codiceFiscale
      ? `<br>${e(t.codiceFiscale)} ${e(m.customer.codiceFiscale)}${m.customer.pec ? ` · PEC ${e(m.customer.pec)}` : ''}`
      : ''
  return `<table role="presentation" width="100%" style="font-size:14px"><tr>
<td style="vertical-align:top"><strong>${e(m.kind === 'invoice' ? t.title : t.receiptTitle)}</strong><br><strong>${e(m.kind === 'invoice' ? t.number : t.receiptNumber)}</strong> ${e(m.number)}<br><strong>${e(t.date)}</strong> ${e(m.date)}</td></tr></table>
<table role="presentation" width="100%" style="font-size:14px;margin:12px 0"><tr>
<td style="vertical-align:top;width:50%"><strong>${e(t.supplier)}</strong><br>${e(m.supplier.name)}<br>${e(m.supplier.address)}<br>${e(t.vatNumber)} ${e(m.supplier.vatNumber)}${m.supplier.registration[lang].map((l) => `<br>${e(l)}`).join('')}</td>
<td style="vertical-align:top"><strong>${e(t.customer)}</strong><br>${e(m.customer.name)}<br>${[...m.customer.lines, countryName(m.customer.country, LOCALES[lang].intl)].filter(Boolean).map(e).join('<br>')}${customerCompany}</td></tr></table>
<table width="100%" cellspacing="0" style="font-size:14px;border-collapse:collapse"><thead><tr>
<th style="${td}">${e(t.description)}</th><th style="${td}">${e(t.sku)}</th><th style="${td}">${e(t.price)}</th><th style="${td}">${e(t.quantity)}</th><th style="${td}">${e(t.total)}</th></tr></thead><tbody>${rows}</tbody></table>
<p style="text-align:right;font-size:14px">${e(t.subtotal)}: ${money(m.subtotal)}<br>${m.discount > 0 ? `${e(fill(t.discount, { code: m.discountLabel }))}: −${money(m.discount)}<br>` : ''}${e(t.shipping)}: ${money(m.shipping)}<br>
${e(t.taxable)}: ${money(m.taxable)}<br>${e(regime.vat)}: ${money(m.vat)}<br><strong>${e(t.totalAmount)}: ${money(m.total)}</strong></p>
${regime.note ? `<p style="font-size:12px;color:#6b5a4d">${e(regime.note)}</p>` : ''}<p style="font-size:12px;color:#6b5a4d">${e(m.kind === 'invoice' ? t.courtesyCopy : t.receiptNote)}</p>`
}
