import fs from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { env } from '@/lib/env'
import { deliver, retryQueuedMail } from '@/lib/mailer'
import { emailLayout } from '@/features/shell/email-layout'
import { shop } from './helpers'

const outbox = () => (fs.existsSync(env.outboxDir) ? fs.readdirSync(env.outboxDir) : [])
const message = (subject: string) => ({
  to: 'someone@example.com',
  subject,
  html: emailLayout('it', subject, '<p>Ciao</p>'),
  text: 'Ciao',
})

afterEach(() => {
  delete process.env.MAIL_FAIL
})

describe('mailer', () => {
  it('writes each message as an .eml file in the outbox, in the brand layout', async () => {
    const payload = await shop()
    const before = outbox().length
    await deliver(payload, message('Prova di consegna'))
    const files = outbox()
    expect(files.length).toBe(before + 1)
    const eml = fs.readFileSync(`${env.outboxDir}/${files.sort().at(-1)}`, 'utf8')
    expect(eml).toContain('To: someone@example.com')
    expect(eml).toContain('Subject: Prova di consegna')
    expect(eml).toContain('VETRINA')
  })

  it('sends a message with a dedupe key only once', async () => {
    const payload = await shop()
    const before = outbox().length
    expect(await deliver(payload, message('Una volta sola'), 'test:once')).toBe(true)
    expect(await deliver(payload, message('Una volta sola'), 'test:once')).toBe(false)
    expect(outbox().length).toBe(before + 1)
  })

  it('keeps a failed message queued and sends it on retry', async () => {
    const payload = await shop()
    const before = outbox().length
    process.env.MAIL_FAIL = '1'
    await deliver(payload, message('Ritenta'), 'test:retry')
    expect(outbox().length).toBe(before)
    const queued = await payload.find({
      collection: 'mail-queue',
      where: { dedupeKey: { equals: 'test:retry' } },
      overrideAccess: true,
    })
    expect(queued.docs[0].status).toBe('pending')
    delete process.env.MAIL_FAIL
    await retryQueuedMail(payload)
    expect(outbox().length).toBe(before + 1)
    const sent = await payload.findByID({ collection: 'mail-queue', id: queued.docs[0].id, overrideAccess: true })
    expect(sent.status).toBe('sent')
  })
})
