import type { Payload } from 'payload'
import { termsAttachment } from '@/features/content/server'
import { fill, formatPrice } from '@/i18n/config'
import { type Lang, LOCALES, resolveLang, DEFAULT_LANG } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { emailLayout, escapeHtml } from '@/features/ui/server'
import { getSeller } from '@/features/seller/server'
import { env } from '@/lib/env'
import type { Seller } from '@/lib/seller'
import { log } from '@/lib/logger'
import type { MailMessage } from '@/services/mailer'
import type { Order } from '@/payload-types'
import { modelWithdrawalForm } from '@/lib/withdrawal-form'
import { pdfFileName } from '@/features/invoices/server'
import { buildFatturaPA } from '@/features/invoices/server'
import { invoiceHtml } from '@/features/invoices/server'
import { invoiceModel } from '@/features/invoices/server'
import { invoicePdf } from '@/features/invoices/server'
import { pickupMailPart } from './pickup-mail'
import { hasWithdrawalRight, withdrawalLink, withdrawalParagraph } from './withdrawal'

/** The e-invoice for the seller's copy; a problem with it never holds back the e-mail (it is on the order page too). */
function attachableEInvoice(order: Order, seller: Seller) {
  try {
    return buildFatturaPA(order, seller)
  } catch (err) {
    log.error('e-invoice not attached', { order: order.id, error: (err as Error).message })
    return null
  }
}

async function pdfAttachment(order: Order, seller: Seller, lang: Lang = resolveLang(order.locale, null)) {
  const m = invoiceModel(order, seller)
  const pdf = await invoicePdf(m, lang)
  return {
    filename: pdfFileName(m, lang),
    contentBase64: pdf.toString('base64'),
    contentType: 'application/pdf',
  }
}

/**
 * Rendered when the outbox sends them (features/orders/mail.ts), once the payment is confirmed: the
 * confirmation with the order receipt or the invoice copy (HTML + PDF) to the customer, the seller's copy to SHOP_INFO_EMAIL
 * (with the e-invoice XML for SDI when the customer asked for an invoice).
 */
export async function orderConfirmation(payload: Payload, order: Order): Promise<MailMessage> {
  const lang: Lang = resolveLang(order.locale, null)
  const seller = await getSeller()
  const m = invoiceModel(order, seller)
  const t = messages[lang].invoice
  const invoice = m.kind === 'invoice'
  const subject = fill(invoice ? t.subject : t.receiptSubject, { id: `#${order.id}`, number: m.number })
  const intro = fill(invoice ? t.intro : t.receiptIntro, { name: order.billingData?.firstName || '' })
  // The pre-contractual information on a durable medium (art. 51(7) Consumer Code): the withdrawal
  // right with its link and the model form in the message, the terms of sale attached. A dealer's
  // trade order has no withdrawal right: none of it is said there.
  const consumer = hasWithdrawalRight(order)
  const withdraw = consumer ? await withdrawalLink(order) : ''
  const info = fill(t.withdrawalInfo, { email: env.shopInfoEmail })
  const form = modelWithdrawalForm(messages[lang].withdrawalForm, seller, env.shopInfoEmail)
  const termsUrl = `${env.siteUrl}/terms`
  const termsNote = fill(t.termsAttached, { url: termsUrl })
  const terms = await termsAttachment(payload, lang)
  // The pickup point or locker the parcel goes to (ADR 0043), if the shopper chose one.
  const pickup = pickupMailPart(order, lang)
  const termsHtml = `<p>${escapeHtml(termsNote).replace(escapeHtml(termsUrl), `<a href="${escapeHtml(termsUrl)}">${escapeHtml(termsUrl)}</a>`)}</p>`
  return {
    to: order.email,
    replyTo: env.shopInfoEmail,
    subject,
    text: [
      intro,
      `${invoice ? t.number : t.receiptNumber} ${m.number} — ${formatPrice(m.total, LOCALES[lang].invoiceMoney)}`,
      ...(pickup.text ? [pickup.text] : []),
      ...(consumer
        ? [
            `${t.withdrawalTitle}\n${t.withdrawalLinkText} ${withdraw}\n${info}`,
            `${form.title}\n${form.lines.join('\n')}`,
          ]
        : []),
      termsNote,
    ].join('\n\n'),
    html: await emailLayout(
      lang,
      subject,
      `<p>${escapeHtml(intro)}</p>${invoiceHtml(m, lang)}${pickup.html}${
        consumer
          ? `<h2>${escapeHtml(t.withdrawalTitle)}</h2>${withdrawalParagraph(lang, withdraw)}<p>${escapeHtml(info)}</p><h3>${escapeHtml(form.title)}</h3><p>${form.lines.map(escapeHtml).join('<br>')}</p>`
          : ''
      }${termsHtml}`,
    ),
    attachments: terms ? [await pdfAttachment(order, seller), terms] : [await pdfAttachment(order, seller)],
  }
}

export async function sellerCopy(order: Order): Promise<MailMessage> {
  const seller = await getSeller()
  const m = invoiceModel(order, seller)
  const attachment = await pdfAttachment(order, seller, DEFAULT_LANG)
  const eInvoice = m.kind === 'invoice' ? attachableEInvoice(order, seller) : null
  const it = messages[DEFAULT_LANG].invoice // the seller's copy is in the shop's own language
  const pickup = pickupMailPart(order, DEFAULT_LANG)
  // Whom to call or write about the order: the customer's e-mail and phone.
  const contact = [order.email, order.billingData?.phone].filter(Boolean).join(' · ')
  const sellerSubject = fill(m.kind === 'invoice' ? it.sellerSubject : it.sellerReceiptSubject, {
    id: `#${order.id}`,
    number: m.number,
  })
  return {
    to: env.shopInfoEmail,
    replyTo: order.email,
    subject: sellerSubject,
    text: `${it.sellerIntro}\n${contact} — ${formatPrice(m.total, LOCALES[DEFAULT_LANG].invoiceMoney)}\n${env.siteUrl}/admin/orders/${order.id}${pickup.text ? `\n\n${pickup.text}` : ''}`,
    html: await emailLayout(
      'it',
      sellerSubject,
      `<p>${escapeHtml(it.sellerIntro)} <a href="${env.siteUrl}/admin/orders/${order.id}">#${order.id}</a></p><p><strong>${escapeHtml(it.sellerCustomer)}:</strong> ${escapeHtml(contact)}</p>${order.note ? `<p><strong>Nota:</strong> ${escapeHtml(order.note)}</p>` : ''}${pickup.html}${invoiceHtml(m, DEFAULT_LANG)}`,
      { toSeller: true },
    ),
    attachments: eInvoice
      ? [
          attachment,
          {
            filename: eInvoice.fileName,
            contentBase64: Buffer.from(eInvoice.xml).toString('base64'),
            contentType: 'application/xml',
          },
        ]
      : [attachment],
  }
}
