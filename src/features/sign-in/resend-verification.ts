import crypto from 'node:crypto'
import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import { type Lang } from '@/i18n/locales'
import { messages } from '@/i18n/messages/index'
import { allowPolicy } from '@/services/rate-limit'
import type { User } from '@/payload-types'
import { queueVerification } from './auth-service'

export type ResendResult = { ok: true; message: string } | { ok: false; status: 409 | 429; error: string }

type Column = never
type Db = {
  drizzle: {
    update(t: unknown): {
      set(v: unknown): { where(w: unknown): { returning(r: unknown): Promise<{ token: unknown }[]> } }
    }
  }
  tables: { users: { id: Column; verified: Column; verifyToken: Column } }
}

const TOKEN = /^[a-f0-9]{48}$/

/**
 * "Send the link again" from the account dashboard: an account whose verification e-mail never came (a
 * stop between the account's creation and the queued e-mail, a bounce, the spam folder) gets it once
 * more, with the account's own token, so a link sent before keeps working. A verified account is refused
 * (409); a few an hour per account (`verify-resend:acct`), then 429 and no e-mail.
 */
export async function resendVerification(
  payload: Payload,
  lang: Lang,
  account: Pick<User, 'id'>,
): Promise<ResendResult> {
  const t = messages[lang].account
  const user = await read(payload, account.id)
  if (!user || user.verified) return { ok: false, status: 409, error: t.alreadyVerified }
  if (!(await allowPolicy(payload, 'verify-resend:acct', String(user.id))))
    return { ok: false, status: 429, error: t.resendTooMany }
  const token = TOKEN.test(user.verifyToken ?? '') ? user.verifyToken! : await freshToken(payload, user.id)
  if (!token) return { ok: false, status: 409, error: t.alreadyVerified }
  await queueVerification(payload, lang, user, token)
  return { ok: true, message: t.resent }
}

const read = async (payload: Payload, id: User['id']) =>
  (await payload.findByID({
    collection: 'users',
    id,
    overrideAccess: true,
    showHiddenFields: true,
    disableErrors: true,
    depth: 0,
  })) as User | null

/**
 * An account without a token (made before tokens were stored with it, or by an operator): one is written
 * in a single conditional UPDATE, only while the account has none and is not verified, so two requests
 * at once never send two different links. The loser (or an account verified meanwhile) reads what is stored.
 */
async function freshToken(payload: Payload, id: User['id']): Promise<string | null> {
  const { drizzle, tables } = payload.db as unknown as Db
  const u = tables.users
  const candidate = crypto.randomBytes(24).toString('hex')
  const written = await drizzle
    .update(u)
    .set({ verifyToken: candidate })
    .where(sql`${u.id} = ${id} AND ${u.verifyToken} IS NULL AND ${u.verified} IS NOT TRUE`)
    .returning({ token: u.verifyToken })
  if (written.length) return candidate
  const stored = await read(payload, id)
  return stored && !stored.verified && TOKEN.test(stored.verifyToken ?? '') ? stored.verifyToken! : null
}
