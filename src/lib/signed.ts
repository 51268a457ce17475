import { jwtVerify, SignJWT, type JWTPayload } from 'jose'

/**
 * Values the shop hands out and must get back unchanged: the Google sign-in's flow cookie, a review
 * invitation's link. A JWT signed with the shop's secret (HS256, `jose`): its purpose is the audience,
 * so a value made for one use is refused by every other; it carries its own expiry.
 */
const key = (secret: string) => new TextEncoder().encode(secret)

export async function signValue(
  purpose: string,
  value: Record<string, unknown>,
  ttlSeconds: number,
  secret: string,
): Promise<string> {
  return new SignJWT(value as JWTPayload)
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(purpose)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(key(secret))
}

/** The value, or null when it was changed, made for another purpose, signed with another secret or expired. */
export async function readValue<T>(
  purpose: string,
  token: string | null | undefined,
  secret: string,
): Promise<T | null> {
  if (!token) return null
  try {
    const { payload } = await jwtVerify(token, key(secret), { audience: purpose, algorithms: ['HS256'] })
    const value: Record<string, unknown> = { ...payload }
    for (const claim of ['aud', 'iat', 'exp']) delete value[claim]
    return value as T
  } catch {
    return null
  }
}
