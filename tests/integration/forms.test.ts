import { createChallenge, solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { POST as sendContact } from '@/app/api/send-contact/route'
import { POST as sendEmail } from '@/app/api/send-email/route'
import { POST as newsletterRoute } from '@/app/api/newsletter/route'
import { POST as verifyCaptchaRoute } from '@/app/api/verify-captcha/route'
import { newChallenge } from '@/features/forms/captcha'
import { backoffMs, drainOutbox, onAttempted } from '@/services/outbox'
import { firstTriesSettled } from '@/services/queue-mail'
import { shop } from './helpers'
import { setSubscription, subscribe as subscribeTo } from '@/features/forms/newsletter'

/** A request as the start script hands it to the app: the connecting address in `x-vetrina-peer`. */
const post = (
  handler: (r: Request) => Promise<Response>,
  body: string,
  ip = '10.0.0.1',
  extra: Record<string, string> = {},
) =>
  handler(
    new Request('http://shop.test/api', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'x-vetrina-peer': ip, ...extra },
    }),
  )

async function token(challenge?: Challenge): Promise<string> {
  const c = challenge ?? (await newChallenge())
  const solution = await solveChallenge({ challenge: c, deriveKey })
  return Buffer.from(JSON.stringify({ challenge: c, solution })).toString('base64')
}

const formData = {
  socialReason: 'Bottega Rossi Srl',
  pvat: '01234567897',
  sdiCode: 'M5UXCR1',
  corporateEmail: 'acquisti@bottegarossi.it',
  telephoneNumber: '0438 123456',
  city: 'Conegliano',
  cap: '31015',
  province: 'TV',
  street: 'Via Garibaldi',
  civic: '5',
  referencePerson: 'Mario Rossi',
  note: '',
  consent: true,
}
let ipN = 0
const nextIp = () => `10.1.0.${++ipN}`

afterEach(async () => {
  await firstTriesSettled()
  delete process.env.MAIL_FAIL
})

describe('/api/send-email (dealer request)', () => {
  it('accepts a valid request once: stores it, e-mails it, and refuses the same captcha token again', async () => {
    const payload = await shop()
    const tk = await token()
    const verify = await post(verifyCaptchaRoute, JSON.stringify({ token: tk }))
    expect(await verify.json()).toMatchObject({ success: true })
    const first = await post(sendEmail, JSON.stringify({ formData, captchaToken: tk }), nextIp())
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ success: true })
    // The e-mail's first try runs beside the answer; the stored request follows it.
    await firstTriesSettled()
    const stored = await payload.find({
      collection: 'submissions',
      where: { email: { equals: 'acquisti@bottegarossi.it' } },
      overrideAccess: true,
    })
    expect(stored.docs[0]).toMatchObject({ kind: 'business', status: 'sent' })
    const reused = await post(sendEmail, JSON.stringify({ formData, captchaToken: tk }), nextIp())
    expect(reused.status).toBe(403)
    expect((await reused.json()).error).toBe('Verifica CAPTCHA fallita!')
    expect((await (await post(verifyCaptchaRoute, JSON.stringify({ token: tk }))).json()).success).toBe(false)
  })

  it('refuses a missing, forged or expired captcha token with 403', async () => {
    const missing = await post(sendEmail, JSON.stringify({ formData }), nextIp())
    expect(missing.status).toBe(403)
    const forgedChallenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 50,
      counter: 10,
      deriveKey,
      hmacSignatureSecret: 'not-the-shop-key',
    })
    const forged = await post(
      sendEmail,
      JSON.stringify({ formData, captchaToken: await token(forgedChallenge) }),
      nextIp(),
    )
    expect(forged.status).toBe(403)
    const garbage = await post(
      sendEmail,
      JSON.stringify({ formData, captchaToken: Buffer.from('{"challenge":1}').toString('base64') }),
      nextIp(),
    )
    expect(garbage.status).toBe(403)
    const real = await newChallenge()
    const tampered = await token({
      ...real,
      parameters: { ...real.parameters, expiresAt: Math.floor(Date.now() / 1000) + 99999 },
    })
    expect((await post(sendEmail, JSON.stringify({ formData, captchaToken: tampered }), nextIp())).status).toBe(403)
    const old = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 50,
      counter: 10,
      deriveKey,
      hmacSignatureSecret: (await import('@/lib/env')).persistentSecret('ALTCHA_HMAC_KEY', '.altcha-key'),
      expiresAt: new Date(Date.now() - 60_000),
    })
    expect((await post(sendEmail, JSON.stringify({ formData, captchaToken: await token(old) }), nextIp())).status).toBe(
      403,
    )
  })

  it('refuses invalid fields with 400 and a message per field', async () => {
    const res = await post(
      sendEmail,
      JSON.stringify({
        formData: {
          ...formData,
          pvat: '01234567890',
          sdiCode: 'ABC',
          cap: '310',
          province: 'Treviso',
          corporateEmail: 'nope',
          civic: ' ',
          consent: false,
        },
        captchaToken: await token(),
      }),
      nextIp(),
    )
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body.fields).toMatchObject({
      pvat: 'La Partita IVA non è valida (11 cifre con cifra di controllo corretta).',
      sdiCode: 'Il codice SDI è composto da 7 lettere o cifre.',
      cap: 'Il CAP è composto da 5 cifre.',
      province: 'La provincia è una sigla di 2 lettere (es. TV).',
      corporateEmail: 'Inserisci un indirizzo email valido.',
      civic: 'Numero civico è obbligatorio',
      consent: "Devi accettare l'informativa sulla privacy.",
    })
  })

  it('never answers 500 to a malformed body', async () => {
    for (const body of [
      '',
      '{',
      'null',
      '[]',
      '"x"',
      '42',
      '{"formData":null}',
      '{"formData":[]}',
      '{"formData":{"consent":"yes"}}',
      '{"captchaToken":{"a":1}}',
      'x'.repeat(300_000),
    ]) {
      for (const handler of [sendEmail, sendContact, verifyCaptchaRoute]) {
        const res = await post(handler, body, nextIp())
        expect(res.status, `${body.slice(0, 30)}`).toBeGreaterThanOrEqual(400)
        expect(res.status, `${body.slice(0, 30)}`).toBeLessThan(500)
        expect(typeof (await res.json()).error).toBe('string')
      }
    }
  })

  it("e-mails the request to the shop under the form's labels (never field keys), marked as the shop's own message", async () => {
    const payload = await shop()
    const res = await post(
      sendEmail,
      JSON.stringify({ formData: { ...formData, corporateEmail: 'labels@bottega.it' }, captchaToken: await token() }),
      nextIp(),
    )
    expect(res.status).toBe(200)
    const row = (
      await payload.find({
        collection: 'mail-queue',
        where: { and: [{ subject: { equals: 'Nuova richiesta rivenditore: Bottega Rossi Srl' } }] },
        sort: '-createdAt',
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]!
    const message = row.message as { text: string; html: string }
    expect(message.text).toContain('Ragione sociale: Bottega Rossi Srl')
    expect(message.text).toContain('Partita IVA: 01234567897')
    expect(message.text).toContain('Referente: Mario Rossi')
    for (const key of ['socialReason', 'pvat', 'consent', 'captcha', 'website']) {
      expect(message.text).not.toContain(`${key}:`)
      expect(message.html).not.toContain(`>${key}<`)
    }
    expect(message.html).toContain('Messaggio automatico del negozio per il venditore')
    expect(message.html).not.toContain('Hai ricevuto questa e-mail da Vetrina')
  })

  it('keeps the stored request when the e-mail fails, and sends it on retry', async () => {
    const payload = await shop()
    process.env.MAIL_FAIL = '1'
    const res = await post(
      sendEmail,
      JSON.stringify({ formData: { ...formData, corporateEmail: 'retry@bottega.it' }, captchaToken: await token() }),
      nextIp(),
    )
    expect(res.status).toBe(200)
    await firstTriesSettled()
    const stored = await payload.find({
      collection: 'submissions',
      where: { email: { equals: 'retry@bottega.it' } },
      overrideAccess: true,
    })
    expect(stored.docs[0].status).toBe('pending')
    expect(stored.docs[0].data).toMatchObject({ socialReason: 'Bottega Rossi Srl' })
    delete process.env.MAIL_FAIL
    const { syncSubmissionStatus } = await import('@/features/forms/submissions')
    onAttempted('submission', syncSubmissionStatus)
    await drainOutbox(payload, undefined, 100, new Date(Date.now() + backoffMs(1) + 1_000))
    expect(
      (await payload.findByID({ collection: 'submissions', id: stored.docs[0].id, overrideAccess: true })).status,
    ).toBe('sent')
  })
})

describe('reCAPTCHA v2 (when its keys are set)', () => {
  it('checks the token with Google once: the form check and the send both pass, a reuse or a bad token is refused', async () => {
    // A stand-in for Google's siteverify: like Google, it answers success for a token only once.
    const seen: { secret: string; response: string }[] = []
    const server = http.createServer((req, res) => {
      let body = ''
      req.on('data', (c) => (body += c))
      req.on('end', () => {
        const form = new URLSearchParams(body)
        const entry = { secret: form.get('secret') ?? '', response: form.get('response') ?? '' }
        const duplicate = seen.some((s) => s.response === entry.response)
        seen.push(entry)
        const success = entry.secret === 'test-secret' && entry.response.startsWith('good-') && !duplicate
        res.setHeader('content-type', 'application/json')
        res.end(
          JSON.stringify(
            success
              ? { success: true }
              : { success: false, 'error-codes': [duplicate ? 'timeout-or-duplicate' : 'invalid-input-response'] },
          ),
        )
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    Object.assign(process.env, {
      RECAPTCHA_SITE_KEY: 'test-site-key',
      RECAPTCHA_SECRET_KEY: 'test-secret',
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`,
    })
    try {
      await shop()
      const tk = `good-${Date.now()}-recaptcha-token`
      // The business form checks the captcha first, then sends with the same token.
      expect(await (await post(verifyCaptchaRoute, JSON.stringify({ token: tk }))).json()).toMatchObject({
        success: true,
      })
      const sent = await post(
        sendEmail,
        JSON.stringify({ formData: { ...formData, corporateEmail: 'recaptcha@bottega.it' }, captchaToken: tk }),
        nextIp(),
      )
      expect(sent.status).toBe(200)
      expect(seen.filter((s) => s.response === tk)).toHaveLength(1)
      expect(seen[0].secret).toBe('test-secret')
      const reused = await post(sendEmail, JSON.stringify({ formData, captchaToken: tk }), nextIp())
      expect(reused.status).toBe(403)
      const bad = await post(sendEmail, JSON.stringify({ formData, captchaToken: 'bad-token-from-a-bot' }), nextIp())
      expect(bad.status).toBe(403)
      // An ALTCHA token means nothing while reCAPTCHA is configured.
      expect((await post(sendEmail, JSON.stringify({ formData, captchaToken: await token() }), nextIp())).status).toBe(
        403,
      )
    } finally {
      delete process.env.RECAPTCHA_SITE_KEY
      delete process.env.RECAPTCHA_SECRET_KEY
      delete process.env.RECAPTCHA_VERIFY_URL
      server.close()
    }
  })
})

describe('/api/send-contact', () => {
  it('validates per field, stores and forwards, and drops honeypot posts', async () => {
    const payload = await shop()
    const bad = await post(sendContact, JSON.stringify({ formData: { name: '', email: 'x', message: '' } }), nextIp())
    expect(bad.status).toBe(400)
    expect((await bad.json()).fields).toEqual({
      name: 'Nome è obbligatorio',
      email: 'Inserisci un indirizzo e-mail valido.',
      message: 'Messaggio è obbligatorio',
    })
    const ok = await post(
      sendContact,
      JSON.stringify({ formData: { name: 'Luca', email: 'luca@example.com', message: 'Ciao!' } }),
      nextIp(),
    )
    expect(ok.status).toBe(200)
    const bot = await post(
      sendContact,
      JSON.stringify({ formData: { name: 'Bot', email: 'bot@example.com', message: 'spam' }, website: 'http://spam' }),
      nextIp(),
    )
    expect(bot.status).toBe(200)
    expect(
      (
        await payload.count({
          collection: 'submissions',
          where: { email: { equals: 'luca@example.com' } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(1)
    expect(
      (
        await payload.count({
          collection: 'submissions',
          where: { email: { equals: 'bot@example.com' } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
  })

  it('past a few messages from one address it asks for the captcha instead of blocking: a solved one passes, once', async () => {
    const body = (extra = {}) =>
      JSON.stringify({ formData: { name: 'A', email: 'a@example.com', message: 'm' }, ...extra })
    const statuses = []
    for (let i = 0; i < 5; i++) statuses.push((await post(sendContact, body(), '10.9.9.9')).status)
    expect(statuses).toEqual([200, 200, 200, 429, 429])
    const asked = await (await post(sendContact, body(), '10.9.9.9')).json()
    expect(asked).toMatchObject({ error: expect.stringContaining('verifica'), captcha: { recaptchaSiteKey: null } })
    // Another customer behind the same address solves the captcha and gets through.
    const tk = await token()
    expect((await post(sendContact, body({ captcha: tk }), '10.9.9.9')).status).toBe(200)
    // A solution is single use; a forged one does not pass either.
    expect((await post(sendContact, body({ captcha: tk }), '10.9.9.9')).status).toBe(429)
    expect((await post(sendContact, body({ captcha: 'x'.repeat(40) }), '10.9.9.9')).status).toBe(429)
  })

  it('cannot be reset by a made-up X-Forwarded-For (no proxy is trusted by default)', async () => {
    const body = JSON.stringify({ formData: { name: 'A', email: 'a@example.com', message: 'm' } })
    const statuses = []
    for (let i = 0; i < 5; i++)
      statuses.push((await post(sendContact, body, '10.9.9.10', { 'x-forwarded-for': `203.0.113.${i}` })).status)
    expect(statuses).toEqual([200, 200, 200, 429, 429])
  })
})

describe('/api/newsletter', () => {
  const subscribe = (email: string, ip: string, extra = {}) =>
    post(newsletterRoute, JSON.stringify({ email, lang: 'en', ...extra }), ip)
  const confirmations = async (email: string) =>
    (await (await shop()).count({ collection: 'mail-queue', where: { to: { equals: email } }, overrideAccess: true }))
      .totalDocs

  it('asks for the captcha past a few sign-ups from one address (JSON and plain form), and lets a solved one through', async () => {
    const ip = '10.8.8.8'
    for (let i = 0; i < 3; i++) expect((await subscribe(`n${i}-${Date.now()}@example.com`, ip)).status).toBe(200)
    const asked = await subscribe(`n3-${Date.now()}@example.com`, ip)
    expect(asked.status).toBe(429)
    expect(await asked.json()).toMatchObject({ captcha: { recaptchaSiteKey: null } })
    const form = await newsletterRoute(
      new Request('http://shop.test/api/newsletter', {
        method: 'POST',
        body: new URLSearchParams({ email: `n4-${Date.now()}@example.com` }),
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-vetrina-peer': ip },
      }),
    )
    expect(form.status).toBe(303)
    expect(form.headers.get('location')).toBe('/newsletter?status=captcha')
    // The widget's own field in a plain form post carries the solution.
    const solved = await newsletterRoute(
      new Request('http://shop.test/api/newsletter', {
        method: 'POST',
        body: new URLSearchParams({ email: `n5-${Date.now()}@example.com`, altcha: await token() }),
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-vetrina-peer': ip },
      }),
    )
    expect(solved.headers.get('location')).toBe('/newsletter?status=sent')
  })

  it('sends one address at most three confirmation e-mails a day, whoever asks', async () => {
    const victim = `victim-${Date.now()}@example.com`
    for (let i = 0; i < 5; i++) expect((await subscribe(victim, `10.7.7.${i}`)).status).toBe(200)
    expect(await confirmations(victim)).toBe(3)
  })
})

describe('the newsletter welcome code', () => {
  const mails = async (email: string) =>
    (
      await (
        await shop()
      ).find({
        collection: 'mail-queue',
        where: { to: { equals: email } },
        overrideAccess: true,
        sort: 'createdAt',
      })
    ).docs as unknown as { subject: string; text?: string; message?: { subject: string; text: string } }[]
  const confirm = async (email: string) => {
    const payload = await shop()
    const sub = (
      await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, overrideAccess: true })
    ).docs[0]!
    return setSubscription(payload, sub.token!, 'confirmed')
  }

  it('is e-mailed once to whoever confirms, when the operator chose one; with none set, nothing is sent', async () => {
    const payload = await shop()
    const code = (
      await payload.find({
        collection: 'discount-codes',
        where: { code: { equals: 'BENVENUTO10' } },
        overrideAccess: true,
      })
    ).docs[0]!
    await payload.updateGlobal({ slug: 'shop-settings', overrideAccess: true, data: { welcomeCode: code.id } })
    try {
      const email = `welcome-${Date.now()}@example.com`
      await subscribeTo(payload, email, 'it')
      expect(await confirm(email)).toBe(true)
      expect(await confirm(email)).toBe(true)
      const sent = (await mails(email)).map((m) => JSON.stringify(m))
      const welcome = sent.filter((m) => m.includes('il tuo codice sconto'))
      expect(welcome).toHaveLength(1)
      expect(welcome[0]).toContain('BENVENUTO10')
      expect(welcome[0]).toContain('10% di sconto, su una spesa di almeno 30,00')

      await payload.updateGlobal({ slug: 'shop-settings', overrideAccess: true, data: { welcomeCode: null } })
      const other = `no-welcome-${Date.now()}@example.com`
      await subscribeTo(payload, other, 'en')
      await confirm(other)
      expect((await mails(other)).map((m) => JSON.stringify(m)).filter((m) => m.includes('discount code'))).toEqual([])
    } finally {
      await payload.updateGlobal({ slug: 'shop-settings', overrideAccess: true, data: { welcomeCode: code.id } })
    }
  })
})
