import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { and, eq, lt, or } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import { env, payloadSecret } from '@/lib/env'
import { log } from '@/lib/logger'
import { allowHit } from '@/services/rate-limit'
import { readValue, signValue } from '@/lib/signed'
import type { User } from '@/payload-types'

/**
 * Passkeys (issue 42, ADR 0028) through @simplewebauthn/server: a customer's or an operator's
 * discoverable credential, added from Account › Sicurezza and used to sign in from the dialog (by itself,
 * with the browser's autofill where it offers it) or, for an operator, as the second factor after the
 * password. The challenge travels in a signed five-minute ticket and is used once (a row of the limits
 * table, so on every instance); the signature counter only moves forward (a conditional UPDATE).
 */

export type Passkey = { id: number; name: string; createdAt: string; lastUsedAt: string | null }

/** The relying party: the shop's own host (or its loopback twin when the browser came by that one). */
export function relyingParty(origin: string | null): { rpID: string; origin: string } {
  const chosen = origin && env.siteOrigins.includes(origin) ? origin : new URL(env.siteUrl).origin
  return { rpID: new URL(chosen).hostname, origin: chosen }
}

type Purpose = 'register' | 'sign-in'
const TTL_S = 5 * 60
const purposeOf = (p: Purpose) => `vetrina:passkey-${p}`

/**
 * What the request that asked for a registration's challenge proved besides the session (issue 52,
 * ADR 0033; features/sign-in/passkeys/registration.ts): the current password, and an operator's second factor.
 */
export type Proved = 'password' | 'password+code' | 'password+passkey'
const PROVED: readonly unknown[] = ['password', 'password+code', 'password+passkey'] satisfies Proved[]

const ticketFor = (purpose: Purpose, challenge: string, user?: string, proved?: Proved) =>
  signValue(
    purposeOf(purpose),
    { chal: challenge, ...(user ? { user } : {}), ...(proved ? { proved } : {}) },
    TTL_S,
    payloadSecret(),
  )

/**
 * The challenge of a ticket made for this purpose (and account), used for the first and only time; else
 * null. A registration's ticket must also say the account holder was proved when it was made.
 */
async function challengeOf(payload: Payload, purpose: Purpose, ticket: string, user?: string) {
  const value = await readValue<{ chal?: unknown; user?: unknown; proved?: unknown }>(
    purposeOf(purpose),
    ticket,
    payloadSecret(),
  )
  if (typeof value?.chal !== 'string' || (user !== undefined && value.user !== user)) return null
  if (purpose === 'register' && !PROVED.includes(value.proved)) return null
  return (await allowHit(payload, `passkey-challenge:${value.chal}`, 1, 2 * TTL_S * 1000, { scalable: false }))
    ? value.chal
    : null
}

type Row = {
  id: number
  user: number | { id: number }
  credentialId: string
  publicKey: string
  counter: number
  transports?: string | null
  name: string
  createdAt: string
  lastUsedAt?: string | null
}
const userIdOf = (r: Row) => (typeof r.user === 'object' ? r.user.id : r.user)
const transportsOf = (r: Row) => (r.transports ? (JSON.parse(r.transports) as AuthenticatorTransport[]) : undefined)

async function rowsOf(payload: Payload, userId: number | string): Promise<Row[]> {
  const res = await payload.find({
    collection: 'passkeys',
    where: { user: { equals: userId } },
    sort: 'createdAt',
    limit: 50,
    depth: 0,
    overrideAccess: true,
  })
  return res.docs as unknown as Row[]
}

export async function listPasskeys(payload: Payload, userId: number | string): Promise<Passkey[]> {
  return (await rowsOf(payload, userId)).map((r) => ({
    id: r.id,
    name: r.name,
    createdAt: r.createdAt,
    lastUsedAt: r.lastUsedAt ?? null,
  }))
}

export async function countPasskeys(payload: Payload, userId: number | string): Promise<number> {
  return (await payload.count({ collection: 'passkeys', where: { user: { equals: userId } }, overrideAccess: true }))
    .totalDocs
}

/**
 * Options for the browser to create a passkey for this account, with their ticket. Only once the
 * account holder is proved (`startRegistration` in ./registration.ts), which the ticket carries.
 */
export async function registrationOptions(payload: Payload, user: User, origin: string | null, proved: Proved) {
  const { rpID } = relyingParty(origin)
  const existing = await rowsOf(payload, user.id)
  const options = await generateRegistrationOptions({
    rpName: 'Vetrina',
    rpID,
    userName: user.email,
    userDisplayName: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
    userID: new TextEncoder().encode(`vetrina-user-${user.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((r) => ({ id: r.credentialId, transports: transportsOf(r) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  })
  return { options, ticket: await ticketFor('register', options.challenge, String(user.id), proved) }
}

/** Stores the passkey the browser created, when it answers this account's ticket; false otherwise. */
export async function finishRegistration(
  payload: Payload,
  user: User,
  input: { ticket: string; response: RegistrationResponseJSON; name: string },
  origin: string | null,
): Promise<boolean> {
  const challenge = await challengeOf(payload, 'register', input.ticket, String(user.id))
  if (!challenge) return false
  const rp = relyingParty(origin)
  let verified
  try {
    verified = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
    })
  } catch (err) {
    log.warn('passkey registration refused', { user: user.email, error: (err as Error).message })
    return false
  }
  if (!verified.verified) return false
  const { credential } = verified.registrationInfo
  try {
    await payload.create({
      collection: 'passkeys',
      overrideAccess: true,
      data: {
        user: user.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ? JSON.stringify(credential.transports) : null,
        name: input.name,
      },
    })
  } catch {
    return false // the same credential again (unique id)
  }
  return true
}

export async function removePasskey(payload: Payload, userId: number | string, id: number): Promise<boolean> {
  const res = await payload.delete({
    collection: 'passkeys',
    where: { and: [{ id: { equals: id } }, { user: { equals: userId } }] },
    overrideAccess: true,
  })
  return res.docs.length > 0
}

/** Renames one of the account's own passkeys; false when it is not theirs (or no longer there). */
export async function renamePasskey(
  payload: Payload,
  userId: number | string,
  id: number,
  name: string,
): Promise<boolean> {
  const res = await payload.update({
    collection: 'passkeys',
    where: { and: [{ id: { equals: id } }, { user: { equals: userId } }] },
    data: { name },
    overrideAccess: true,
  })
  return res.docs.length > 0
}

/** Options to sign in with a passkey: any of the shop's (discoverable), or one of `userId`'s. */
export async function authenticationOptions(payload: Payload, origin: string | null, userId?: number | string) {
  const { rpID } = relyingParty(origin)
  const allow = userId ? await rowsOf(payload, userId) : []
  const options = await generateAuthenticationOptions({
    rpID,
    userVerification: 'preferred',
    ...(userId ? { allowCredentials: allow.map((r) => ({ id: r.credentialId, transports: transportsOf(r) })) } : {}),
  })
  return { options, ticket: await ticketFor('sign-in', options.challenge) }
}

type Db = {
  update(t: unknown): { set(v: unknown): { where(w: unknown): { returning(r: unknown): Promise<unknown[]> } } }
}

/**
 * The account a passkey's answer proves, or null: the ticket's challenge (once), a passkey of the shop
 * (of `onlyUser` when given), a valid signature, user verification when `requireVerified`, and a
 * signature counter that moved forward (or stays 0, as synced passkeys keep it).
 */
export async function verifyPasskey(
  payload: Payload,
  input: { ticket: string; response: AuthenticationResponseJSON },
  origin: string | null,
  { onlyUser, requireVerified = false }: { onlyUser?: number | string; requireVerified?: boolean } = {},
): Promise<{ userId: number; userVerified: boolean } | null> {
  const challenge = await challengeOf(payload, 'sign-in', input.ticket)
  if (!challenge) return null
  const found = await payload.find({
    collection: 'passkeys',
    where: { credentialId: { equals: String(input.response?.id ?? '') } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const row = found.docs[0] as unknown as Row | undefined
  if (!row || (onlyUser !== undefined && String(userIdOf(row)) !== String(onlyUser))) return null
  const rp = relyingParty(origin)
  let result
  try {
    result = await verifyAuthenticationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: {
        id: row.credentialId,
        publicKey: new Uint8Array(Buffer.from(row.publicKey, 'base64url')),
        counter: row.counter,
        transports: transportsOf(row),
      },
      requireUserVerification: requireVerified,
    })
  } catch (err) {
    log.warn('passkey sign-in refused', { passkey: row.id, error: (err as Error).message })
    return null
  }
  if (!result.verified) return null
  const { newCounter, userVerified } = result.authenticationInfo
  const { drizzle, tables } = payload.db as unknown as { drizzle: Db; tables: Record<string, Record<string, never>> }
  const t = tables.passkeys
  const now = new Date().toISOString()
  const moved = await drizzle
    .update(t)
    .set({ counter: newCounter, lastUsedAt: now, updatedAt: now })
    .where(and(eq(t.id, row.id as never), or(lt(t.counter, newCounter as never), eq(t.counter, 0 as never))))
    .returning({ id: t.id })
  if (moved.length !== 1) {
    log.warn('passkey counter went backwards: a cloned authenticator?', { passkey: row.id })
    return null
  }
  return { userId: userIdOf(row), userVerified }
}
