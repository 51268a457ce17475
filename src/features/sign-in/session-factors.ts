/**
 * How a sign-in session was opened (ADR 0034), kept on its row as `amr` — the authentication methods,
 * after RFC 8176's claim of that name: space-separated, sorted, each once.
 *
 * - `pwd`: the account's password (the shop's dialog, /cms, Payload's REST login or reset);
 * - `otp`: a code of the authenticator app; `rec`: a recovery code;
 * - `pk`: a passkey (the device); `uv`: the passkey's authenticator verified its user (PIN, biometrics);
 * - `fed`: Google vouched for the address.
 *
 * A session "has a second factor" when it holds something the person has (`otp`, `rec`, `pk`) and
 * something else (`pwd`, `uv`, `fed`). A row written before sessions remembered this has no `amr`: one factor.
 */
export const AUTH_METHODS = ['fed', 'otp', 'pk', 'pwd', 'rec', 'uv'] as const
export type AuthMethod = (typeof AUTH_METHODS)[number]

const isMethod = (s: string): s is AuthMethod => (AUTH_METHODS as readonly string[]).includes(s)

/** The methods of a stored `amr` (unknown words are ignored). */
export function methodsOf(amr: string | null | undefined): AuthMethod[] {
  return [...new Set((amr ?? '').split(' ').filter(isMethod))].sort()
}

/** The stored form of some methods: sorted, each once. */
export function amrOf(methods: readonly AuthMethod[]): string {
  return [...new Set(methods)].sort().join(' ')
}

/** A session's methods with more added (the session proved another factor). */
export function withMethods(amr: string | null | undefined, more: readonly AuthMethod[]): string {
  return amrOf([...methodsOf(amr), ...more])
}

/** Whether a session was opened (or later confirmed) with two factors. */
export function hasSecondFactor(amr: string | null | undefined): boolean {
  const m = new Set(methodsOf(amr))
  const possession = m.has('otp') || m.has('rec') || m.has('pk')
  const other = m.has('pwd') || m.has('uv') || m.has('fed')
  return possession && other
}

/** The methods shown to the account holder, in the order they were used (a passkey's `uv` goes with it). */
export function shownMethods(amr: string | null | undefined): Exclude<AuthMethod, 'uv'>[] {
  const m = new Set(methodsOf(amr))
  return (['fed', 'pwd', 'pk', 'otp', 'rec'] as const).filter((x) => m.has(x))
}
