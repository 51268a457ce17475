import { smtpGate } from './smtp-gate'

/**
 * A mail server for integration tests that answers each message only once the shop has answered the
 * request under test (`answered()`) or after 20 s, so code that waits for it ends too; it refuses (451)
 * until `state.up`. `events` says which answered first: ['shop answered', 'mail server answered'] when
 * the request did not wait for the SMTP conversation. Sets SMTP_URL while open.
 */
export async function slowSmtp() {
  const events: string[] = []
  const delivered: string[] = []
  let answered!: () => void
  const shopAnswered = new Promise<void>((resolve) => (answered = resolve))
  const state = { up: false }
  const gate = await smtpGate(async (raw) => {
    await Promise.race([shopAnswered, new Promise((resolve) => setTimeout(resolve, 20_000))])
    if (!events.includes('mail server answered')) events.push('mail server answered')
    if (!state.up) return 'refuse'
    // Quoted-printable's soft line breaks out, so a link reads whole.
    delivered.push(raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
    return 'accept'
  })
  process.env.SMTP_URL = gate.url
  return {
    events,
    delivered,
    state,
    answered: () => {
      events.push('shop answered')
      answered()
    },
    close: async () => {
      answered()
      delete process.env.SMTP_URL
      await gate.close()
    },
  }
}
