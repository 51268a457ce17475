import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import { env } from '@/lib/env'
import { withSpan } from '@/lib/tracing'

export type MailAttachment = { filename: string; contentBase64: string; contentType: string }

export type MailMessage = {
  to: string
  subject: string
  html: string
  text: string
  replyTo?: string
  attachments?: MailAttachment[]
}

/** The SMTP transport, made for the SMTP_URL it was made with (a changed SMTP_URL gets a new one). */
let smtp: { url: string; transport: Transporter } | undefined
const fileWriter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })

/** Sends one message now: over SMTP when SMTP_URL is set, otherwise as an .eml file in OUTBOX_DIR. Throws on failure. */
export async function sendNow(message: MailMessage): Promise<void> {
  if (process.env.MAIL_FAIL === '1') throw new Error('mail delivery disabled by MAIL_FAIL=1')
  const mail = {
    from: env.mailFrom,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    html: message.html,
    text: message.text,
    attachments: message.attachments?.map((a) => ({
      filename: a.filename,
      content: Buffer.from(a.contentBase64, 'base64'),
      contentType: a.contentType,
    })),
  }
  if (env.smtpUrl) {
    // A send ends well within the outbox's lease (services/outbox.ts), so a slow server never gets a message twice.
    if (smtp?.url !== env.smtpUrl)
      smtp = {
        url: env.smtpUrl,
        transport: nodemailer.createTransport({
          url: env.smtpUrl,
          connectionTimeout: 30_000,
          greetingTimeout: 30_000,
          socketTimeout: 60_000,
        }),
      }
    const { transport } = smtp
    await withSpan('smtp send', { 'messaging.system': 'smtp', 'mail.attachments': mail.attachments?.length ?? 0 }, () =>
      transport.sendMail(mail),
    )
    return
  }
  const info = await fileWriter.sendMail(mail)
  await fs.mkdir(env.outboxDir, { recursive: true })
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`
  await fs.writeFile(path.join(env.outboxDir, name), info.message as Buffer)
}
