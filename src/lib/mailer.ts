import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import type { Payload } from 'payload'
import { env } from './env'
import { log } from './logger'

export type MailMessage = {
  to: string
  subject: string
  html: string
  text: string
  replyTo?: string
  attachments?: { filename: string; contentBase64: string; contentType: string }[]
}

let smtp: Transporter | undefined
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
    smtp ??= nodemailer.createTransport(env.smtpUrl)
    await smtp.sendMail(mail)
    return
  }
  const info = await fileWriter.sendMail(mail)
  await fs.mkdir(env.outboxDir, { recursive: true })
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`
  await fs.writeFile(path.join(env.outboxDir, name), info.message as Buffer)
}

/**
 * Durable delivery: the message is recorded in the mail queue first, then sent.
 * A failed send stays queued and is retried (see retryQueuedMail); with a dedupeKey a
 * message is queued at most once, so a repeated event never sends it twice.
 * Returns false when the dedupeKey was already used.
 */
export async function deliver(payload: Payload, message: MailMessage, dedupeKey?: string): Promise<boolean> {
  let id: number | string
  try {
    const doc = await payload.create({
      collection: 'mail-queue',
      overrideAccess: true,
      data: {
        to: message.to,
        subject: message.subject,
        message: message as never,
        status: 'pending',
        attempts: 0,
        dedupeKey,
      },
    })
    id = doc.id
  } catch (err) {
    if (dedupeKey) {
      const existing = await payload.find({
        collection: 'mail-queue',
        where: { dedupeKey: { equals: dedupeKey } },
        limit: 1,
        overrideAccess: true,
      })
      if (existing.docs.length) return false
    }
    throw err
  }
  await attempt(payload, id, message, 0)
  return true
}

async function attempt(payload: Payload, id: number | string, message: MailMessage, attempts: number) {
  try {
    await sendNow(message)
    await payload.update({
      collection: 'mail-queue',
      id,
      overrideAccess: true,
      data: { status: 'sent', attempts: attempts + 1, lastError: null },
    })
  } catch (err) {
    const error = (err as Error).message
    log.error('mail send failed, kept for retry', { to: message.to, subject: message.subject, error })
    await payload.update({
      collection: 'mail-queue',
      id,
      overrideAccess: true,
      data: {
        status: attempts + 1 >= MAX_ATTEMPTS ? 'failed' : 'pending',
        attempts: attempts + 1,
        lastError: error.slice(0, 500),
      },
    })
  }
}

const MAX_ATTEMPTS = 8

/** Callbacks run after a retried message, by the prefix of its dedupe key (e.g. 'submission' updates the stored request). */
const afterRetry = new Map<string, (payload: Payload, id: string) => Promise<void>>()
export const onRetried = (prefix: string, fn: (payload: Payload, id: string) => Promise<void>) =>
  afterRetry.set(prefix, fn)

/** Re-sends queued messages whose last try failed. Called on a timer by the server. */
export async function retryQueuedMail(payload: Payload): Promise<number> {
  const pending = await payload.find({
    collection: 'mail-queue',
    where: { and: [{ status: { equals: 'pending' } }, { attempts: { greater_than: 0 } }] },
    limit: 20,
    overrideAccess: true,
  })
  for (const doc of pending.docs) {
    await attempt(payload, doc.id, doc.message as MailMessage, doc.attempts ?? 0)
    await afterRetry.get(doc.dedupeKey?.split(':')[0] ?? '')?.(payload, doc.dedupeKey!.split(':').slice(1).join(':'))
  }
  return pending.docs.length
}
