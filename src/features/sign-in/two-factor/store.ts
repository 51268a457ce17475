import { and, eq, isNull, lt, or } from '@payloadcms/db-sqlite/drizzle'
import type { Payload, PayloadRequest } from 'payload'
import { payloadSecret } from '@/lib/env'
import { newRecoveryCodes, openSecret, recoveryCodeHash, sealSecret, totpStep } from './totp'

/**
 * The operator's second factors in the database (issue 42): one authenticator app per account and its
 * recovery codes. Using a factor is one conditional UPDATE (a code's time step later than the last used,
 * a recovery code not used yet), so two requests racing with the same code open one session, whichever
 * process serves them, on SQLite and PostgreSQL.
 */

type Db = {
  update(t: unknown): { set(v: unknown): { where(w: unknown): { returning(r: unknown): Promise<unknown[]> } } }
}
type Tables = {
  totp_factors: { id: never; user: never; lastStep: never; updatedAt: never }
  recovery_codes: { id: never; user: never; codeHash: never; usedAt: never; updatedAt: never }
}
const db = (payload: Payload) => payload.db as unknown as { drizzle: Db; tables: Tables }

type Req = Partial<PayloadRequest> | undefined

export type FactorState = { totp: boolean; recoveryLeft: number; passkeys: number }

/** An account's second factors: the app, its recovery codes left, and its passkeys. */
export async function factorState(payload: Payload, userId: number | string): Promise<FactorState> {
  const [app, left, passkeys] = await Promise.all([
    payload.count({ collection: 'totp-factors', where: { user: { equals: userId } }, overrideAccess: true }),
    payload.count({
      collection: 'recovery-codes',
      where: { and: [{ user: { equals: userId } }, { usedAt: { exists: false } }] },
      overrideAccess: true,
    }),
    payload.count({ collection: 'passkeys', where: { user: { equals: userId } }, overrideAccess: true }),
  ])
  return { totp: app.totalDocs > 0, recoveryLeft: left.totalDocs, passkeys: passkeys.totalDocs }
}

/**
 * Turns the app on with the secret the operator just proved to hold (`step`: the code's time step, used
 * from now on) and returns the ten recovery codes to show once; null when the account already has an app.
 */
export async function enableTotp(
  payload: Payload,
  userId: number | string,
  secret: string,
  step: number,
  req?: Req,
): Promise<string[] | null> {
  try {
    await payload.create({
      collection: 'totp-factors',
      data: { user: userId as number, secret: sealSecret(payloadSecret(), secret), lastStep: step },
      overrideAccess: true,
      req,
    })
  } catch (err) {
    // The unique index on `user`: another request enrolled first.
    if ((await factorState(payload, userId)).totp) return null
    throw err
  }
  return replaceRecoveryCodes(payload, userId, req)
}

/** Ten new recovery codes in place of the old ones (used or not); returned once, stored as keyed hashes. */
export async function replaceRecoveryCodes(payload: Payload, userId: number | string, req?: Req): Promise<string[]> {
  const codes = newRecoveryCodes()
  await payload.delete({ collection: 'recovery-codes', where: { user: { equals: userId } }, overrideAccess: true, req })
  for (const code of codes)
    await payload.create({
      collection: 'recovery-codes',
      data: { user: userId as number, codeHash: recoveryCodeHash(payloadSecret(), code) },
      overrideAccess: true,
      req,
    })
  return codes
}

/** Removes the app and the recovery codes (the operator's own choice, or the break-glass script). */
export async function disableTwoFactor(payload: Payload, userId: number | string, req?: Req): Promise<void> {
  await payload.delete({ collection: 'totp-factors', where: { user: { equals: userId } }, overrideAccess: true, req })
  await payload.delete({ collection: 'recovery-codes', where: { user: { equals: userId } }, overrideAccess: true, req })
}

/** A code from the app, accepted once: true when it is right and its time step is later than the last used. */
export async function spendTotpCode(payload: Payload, userId: number | string, typed: string): Promise<boolean> {
  const found = await payload.find({
    collection: 'totp-factors',
    where: { user: { equals: userId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const row = found.docs[0]
  if (!row) return false
  const step = totpStep(openSecret(payloadSecret(), row.secret), typed)
  if (step === null) return false
  const { drizzle, tables } = db(payload)
  const t = tables.totp_factors
  const claimed = await drizzle
    .update(t)
    .set({ lastStep: step, updatedAt: new Date().toISOString() })
    .where(and(eq(t.id, row.id as never), or(isNull(t.lastStep), lt(t.lastStep, step as never))))
    .returning({ id: t.id })
  return claimed.length === 1
}

/** A recovery code, accepted once. */
export async function spendRecoveryCode(payload: Payload, userId: number | string, typed: string): Promise<boolean> {
  const { drizzle, tables } = db(payload)
  const t = tables.recovery_codes
  const now = new Date().toISOString()
  const claimed = await drizzle
    .update(t)
    .set({ usedAt: now, updatedAt: now })
    .where(
      and(
        eq(t.user, userId as never),
        eq(t.codeHash, recoveryCodeHash(payloadSecret(), typed) as never),
        isNull(t.usedAt),
      ),
    )
    .returning({ id: t.id })
  return claimed.length === 1
}
