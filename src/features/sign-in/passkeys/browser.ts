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

/**
 * Makes a passkey for the signed-in account and stores it under `name`; the shop's message either way.
 * The request for the challenge carries the current password and, for an operator, a current code — or,
 * with `confirmWithPasskey`, the answer of one of the account's passkeys (asked for first).
 */
export async function addPasskey(
  name: string,
  proof: { password: string; code?: string; confirmWithPasskey?: boolean },
  failed: string,
): Promise<{ ok: boolean; message: string; refusal?: string }> {
  const { startRegistration } = await import('@simplewebauthn/browser')
  let passkey: Awaited<ReturnType<typeof answerPasskeyChallenge>> | undefined
  if (proof.confirmWithPasskey) {
    passkey = await answerPasskeyChallenge()
    if (!passkey) return { ok: false, message: failed }
  }
  const res = await post('/api/account/passkeys/options', {
    password: proof.password,
    ...(proof.code ? { code: proof.code } : {}),
    ...(passkey ? { passkey } : {}),
  })
  const started = (await res.json().catch(() => ({}))) as {
    options?: Json
    ticket?: string
    error?: string
    refusal?: string
  }
  if (!res.ok || !started.options || !started.ticket)
    return { ok: false, message: started.error || failed, refusal: started.refusal }
  let response
  try {
    response = await startRegistration({ optionsJSON: started.options as never })
  } catch {
    return { ok: false, message: failed }
  }
  const saved = await post('/api/account/passkeys', {
    ticket: started.ticket,
    name,
    response: response as unknown as Json,
  })
  const body = (await saved.json().catch(() => ({}))) as { message?: string; error?: string }
  return { ok: saved.ok, message: (saved.ok ? body.message : body.error) || failed }
}
