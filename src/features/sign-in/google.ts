import crypto from 'node:crypto'
import { createRemoteJWKSet, jwtVerify } from 'jose'
import type { Payload } from 'payload'
import { env, payloadSecret } from '@/lib/env'
import { readValue, signValue } from '@/lib/signed'
import type { User } from '@/payload-types'
import { isAdminUser } from '@/payload/access'
import { factorState } from './two-factor/store'
import { sessionCookieObject } from './auth-service'
import { openSession } from './open-session'

/**
 * Google sign-in: OpenID Connect authorization-code flow with PKCE, state and nonce.
 * GOOGLE_ISSUER (default https://accounts.google.com) lets tests point it at a local provider.
 */
export const googleConfigured = () => Boolean(process.env.GOOGLE_CLIENT_ID && process.env.GOOGLE_CLIENT_SECRET)
const issuer = () => (process.env.GOOGLE_ISSUER || 'https://accounts.google.com').replace(/\/$/, '')
export const redirectUri = () => `${env.siteUrl}/api/auth/google/callback`
export const FLOW_COOKIE = 'vetrina_oidc'

type Discovery = {
  authorization_endpoint: string
  token_endpoint: string
  userinfo_endpoint: string
  issuer: string
  jwks_uri: string
}
let discovery: { issuer: string; doc: Discovery } | undefined

async function discover(): Promise<Discovery> {
  if (discovery?.issuer === issuer()) return discovery.doc
  const res = await fetch(`${issuer()}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(10_000) })
  if (!res.ok) throw new Error(`OpenID discovery failed: ${res.status}`)
  const doc = (await res.json()) as Discovery
  discovery = { issuer: issuer(), doc }
  return doc
}

let keySet: { uri: string; set: ReturnType<typeof createRemoteJWKSet> } | undefined
/** The issuer's signing keys (fetched once, refreshed by jose when a new key id appears). */
const jwks = (uri: string) =>
  keySet?.uri === uri ? keySet.set : (keySet = { uri, set: createRemoteJWKSet(new URL(uri)) }).set

const b64url = (b: Buffer) => b.toString('base64url')

type Flow = { state: string; verifier: string; nonce: string; popup: boolean; returnTo: string }
/** The flow cookie's purpose and life (lib/signed.ts). */
const FLOW_PURPOSE = 'google-flow'
const FLOW_TTL_S = 10 * 60

/** Where to send the browser, and the signed short-lived cookie that remembers state, nonce and the PKCE verifier. */
export async function startFlow(popup: boolean, returnTo: string): Promise<{ url: string; cookie: string }> {
  const d = await discover()
  const flow: Flow = {
    state: b64url(crypto.randomBytes(24)),
    verifier: b64url(crypto.randomBytes(48)),
    nonce: b64url(crypto.randomBytes(24)),
    popup,
    returnTo,
  }
  const url = new URL(d.authorization_endpoint)
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: process.env.GOOGLE_CLIENT_ID!,
    redirect_uri: redirectUri(),
    scope: 'openid email profile',
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: b64url(crypto.createHash('sha256').update(flow.verifier).digest()),
    code_challenge_method: 'S256',
  }).toString()
  return { url: url.toString(), cookie: await signValue(FLOW_PURPOSE, flow, FLOW_TTL_S, payloadSecret()) }
}

/** The flow this browser started, or null (no cookie, changed, or older than ten minutes). */
export const readFlow = (cookie: string | undefined): Promise<Flow | null> =>
  readValue<Flow>(FLOW_PURPOSE, cookie, payloadSecret())

type Claims = {
  sub: string
  email?: string
  email_verified?: boolean
  given_name?: string
  family_name?: string
  name?: string
  picture?: string
  nonce?: string
}

/** Exchanges the code (with the PKCE verifier) and reads the profile from the provider. */
export async function finishFlow(flow: Flow, code: string): Promise<Claims> {
  const d = await discover()
  const tokenRes = await fetch(d.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri(),
      client_id: process.env.GOOGLE_CLIENT_ID!,
      client_secret: process.env.GOOGLE_CLIENT_SECRET!,
      code_verifier: flow.verifier,
    }),
    signal: AbortSignal.timeout(10_000),
  })
  if (!tokenRes.ok) throw new Error(`token exchange failed: ${tokenRes.status}`)
  const tokens = (await tokenRes.json()) as { access_token: string; id_token?: string }
  // The ID token must be signed by the issuer (its published keys), for this client, for this flow.
  if (!tokens.id_token) throw new Error('the provider returned no ID token')
  const { payload: claims } = await jwtVerify(tokens.id_token, jwks(d.jwks_uri), {
    issuer: d.issuer,
    audience: process.env.GOOGLE_CLIENT_ID!,
  })
  if (claims.nonce !== flow.nonce) throw new Error('ID token does not belong to this sign-in')
  const infoRes = await fetch(d.userinfo_endpoint, {
    headers: { authorization: `Bearer ${tokens.access_token}` },
    signal: AbortSignal.timeout(10_000),
  })
  if (!infoRes.ok) throw new Error(`userinfo failed: ${infoRes.status}`)
  const info = (await infoRes.json()) as Claims
  if (info.sub !== claims.sub) throw new Error('the profile is not the signed-in subject')
  return info
}

/** A Google sign-in refused for a reason the visitor is told: Google has not verified the address. */
export class GoogleSignInRefused extends Error {
  constructor(readonly reason: 'unverified') {
    super('Google has not verified this e-mail address')
  }
}

/**
 * Creates or updates the profile (firstName, lastName, email, photoURL, provider google) and opens a
 * session. Only for an address Google says it verified (`email_verified`): an account is found by its
 * address, so an unverified one would let whoever typed someone's address into a Google account sign in
 * to theirs (issue 52, ADR 0033). Refused before anything is read or written.
 */
export async function signInWithClaims(payload: Payload, claims: Claims) {
  if (!claims.email) throw new Error('the provider gave no e-mail address')
  if (claims.email_verified !== true) throw new GoogleSignInRefused('unverified')
  const email = claims.email.toLowerCase()
  const [first, ...rest] = (claims.name ?? '').split(' ')
  const profile = {
    firstName: claims.given_name || first || '',
    lastName: claims.family_name || rest.join(' '),
    photoURL: claims.picture ?? '',
    provider: 'google' as const,
  }
  const found = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    overrideAccess: true,
  })
  let user = found.docs[0] as User | undefined
  if (user) {
    user = (await payload.update({
      collection: 'users',
      id: user.id,
      overrideAccess: true,
      data: {
        photoURL: profile.photoURL,
        provider: 'google',
        firstName: user.firstName || profile.firstName,
        lastName: user.lastName || profile.lastName,
        verified: true,
      },
    })) as User
  } else {
    user = (await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: {
        email,
        password: crypto.randomBytes(24).toString('hex'),
        ...profile,
        role: 'customer',
        verified: true,
      } as never,
    })) as User
  }
  // An operator whose sign-in needs a second factor signs in with the e-mail, the password and the code.
  if (isAdminUser(user)) {
    const factors = await factorState(payload, user.id)
    if (env.requireOperator2fa || factors.totp || factors.passkeys > 0)
      throw new Error('operator accounts with two-step sign-in do not sign in with Google')
  }
  return sessionCookieObject(payload, await openSession(payload, user, ['fed']))
}
