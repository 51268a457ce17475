import { LOCALES, type Lang } from '@/i18n/locales'
import { messages } from '@/i18n/messages/index'
import { getSeller } from '@/features/seller/server'
import { sellerAddressLine, sellerRegistration } from '@/lib/seller'
import { env } from '@/lib/env'
import { escapeHtml } from '@/lib/escape-html'

export { escapeHtml }

/** A call to action drawn as a button (a styled link; mail clients show it as one). */
export const emailButton = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;background:#2b1d14;color:#fff;padding:12px 20px;text-decoration:none;border-radius:4px">${escapeHtml(label)}</a>`

/**
 * A message whose point is one link (confirm, reset, sign in): the text, the link as a button, and with
 * `showUrl` the address written out too (for clients that hide buttons). Subject, plain text and HTML.
 */
export async function linkMessage(
  lang: Lang,
  m: { subject: string; body: string; link: string; button: string; showUrl?: boolean },
) {
  const url = m.showUrl ? `<p style="font-size:12px;color:#5f4f44">${escapeHtml(m.link)}</p>` : ''
  return {
    subject: m.subject,
    text: `${m.body}\n\n${m.link}`,
    html: await emailLayout(
      lang,
      m.subject,
      `<p>${escapeHtml(m.body)}</p><p>${emailButton(m.link, m.button)}</p>${url}`,
    ),
  }
}

/**
 * The brand's e-mail frame: logo word, a title, the body, the seller's identity as the settings in /cms
 * hold it (art. 2250 c.c. data included). Inline styles only (mail clients). Messages for the shop's own
 * inbox (`toSeller`) say what they are instead of addressing a customer.
 */
export async function emailLayout(
  lang: Lang,
  title: string,
  bodyHtml: string,
  options: { toSeller?: boolean } = {},
): Promise<string> {
  const seller = await getSeller()
  const identity = [
    seller.name,
    sellerAddressLine(seller),
    `${messages[lang].sellerIdentity.vatNumber} ${seller.vatNumber}`,
    ...sellerRegistration(seller, messages[lang].sellerIdentity, LOCALES[lang].intl),
  ]
  // Links in the brand's colour, underlined (mail clients would paint them default blue).
  const body = bodyHtml.replace(/<a ([^>]*)>/g, (tag, attrs: string) =>
    attrs.includes('style=') ? tag : `<a style="color:#8a4b2c;text-decoration:underline" ${attrs}>`,
  )
  return `<!doctype html><html lang="${LOCALES[lang].htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#fbf8f4;color:#2b1d14;font-family:Georgia,'Times New Roman',serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fbf8f4"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border:1px solid #e3d8cc">
<tr><td style="padding:24px;text-align:center;letter-spacing:8px;font-size:24px;border-bottom:1px solid #e3d8cc"><a href="${env.siteUrl}" style="color:#2b1d14;text-decoration:none">VETRINA</a></td></tr>
<tr><td style="padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.6">
<h1 style="font-family:Georgia,serif;font-weight:normal;font-size:22px;margin:0 0 16px">${escapeHtml(title)}</h1>
${body}
</td></tr>
<tr><td style="padding:16px 24px;background:#efe7dc;font-family:Arial,Helvetica,sans-serif;font-size:12px;color:#5f4f44">
${escapeHtml(options.toSeller ? messages[lang].email.sellerFooter : messages[lang].email.footer)}<br>${identity.map(escapeHtml).join(' · ')}
</td></tr></table></td></tr></table></body></html>`
}
