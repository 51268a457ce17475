import type { AuthenticationResponseJSON } from '@simplewebauthn/browser'

/**
 * The browser's side of passkeys (@simplewebauthn/browser, loaded only when a passkey is used): ask the
 * shop for a challenge, let the browser's passkey dialog answer it. Null when the visitor cancels or the
 * browser cannot.
 */
type Json = Record<string, unknown>
const post = (url: string, body: Json = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

export async function passkeysSupported(): Promise<boolean> {
  const { browserSupportsWebAuthn } = await import('@simplewebauthn/browser')
  return browserSupportsWebAuthn()
}

/** A passkey's answer to a fresh sign-in challenge; `autofill`: offered among the e-mail field's suggestions. */
export async function answerPasskeyChallenge({ autofill = false }: { autofill?: boolean } = {}): Promise<{
  ticket: string
  response: AuthenticationResponseJSON
} | null> {
  const { startAuthentication, browserSupportsWebAuthnAutofill } = await import('@simplewebauthn/browser')
  if (autofill && !(await browserSupportsWebAuthnAutofill())) return null
  const res = await post('/api/auth/passkey/options')
  if (!res.ok) return null
  const { options, ticket } = (await res.json()) as { options: Json; ticket: string }
  try {
    const response = await startAuthentication({ optionsJSON: options as never, useBrowserAutofill: autofill })
    return { ticket, response }
  } catch {
    return null
  }
}

/** Makes a passkey for the signed-in account and stores it under `name`; the shop's message either way. */
export async function addPasskey(name: string, failed: string): Promise<{ ok: boolean; message: string }> {
  const { startRegistration } = await import('@simplewebauthn/browser')
  const res = await post('/api/account/passkeys/options')
  if (!res.ok) return { ok: false, message: failed }
  const { options, ticket } = (await res.json()) as { options: Json; ticket: string }
  let response
  try {
    response = await startRegistration({ optionsJSON: options as never })
  } catch {
    return { ok: false, message: failed }
  }
  const saved = await post('/api/account/passkeys', { ticket, name, response: response as unknown as Json })
  const body = (await saved.json().catch(() => ({}))) as { message?: string; error?: string }
  return { ok: saved.ok, message: (saved.ok ? body.message : body.error) || failed }
}
