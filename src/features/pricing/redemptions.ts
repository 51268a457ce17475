import { and, eq, gt, isNull, lt, or, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import { log } from '@/lib/logger'
import { toCents } from '@/lib/money'
import { invalidFields } from '@/lib/payload-errors'
import { allowPolicy, pastPolicy } from '@/services/rate-limit'
import type { DiscountCode as CodeDoc } from '@/payload-types'
import { normaliseCode, normaliseEmail, type CodeLookup, type StoredCode } from './codes'

/**
 * A discount code's uses, kept by the database (issue 38, ADR 0023). A checkout holds a use together with
 * its pieces of stock, before the order is written:
 * - the total cap is one conditional statement on the code's row — "add one where fewer than the cap are
 *   used" — so twenty checkouts racing for the last five uses get exactly five, in any process, on
 *   SQLite and PostgreSQL;
 * - the per-customer cap is a row per use whose unique key is code + customer + slot (1 … the cap): a
 *   customer's second checkout finds every slot taken. The customer is the account when signed in and
 *   the e-mail address always (a guest by the address however it is typed).
 * All rows of one checkout share a hold id, which the order keeps: when it expires or is cancelled the
 * rows go and the count comes down by one. A crash between the count and the rows leaves the count one
 * too high (a discount refused, never one given twice).
 */

type Db = {
  update(t: unknown): {
    set(v: unknown): { where(w: unknown): { returning(r: unknown): Promise<{ uses: number | null }[]> } }
  }
}
type CodeTable = { id: never; uses: never; maxUses: never }

function codes(payload: Payload) {
  const a = payload.db as unknown as { drizzle: Db; tables: Record<string, CodeTable> }
  return { db: a.drizzle, t: a.tables.discount_codes! }
}

const idValue = (id: string | number) => (Number.isNaN(Number(id)) ? id : Number(id)) as never
const relId = (v: unknown) => String(typeof v === 'object' && v !== null ? (v as { id: unknown }).id : v)

/** Who uses a code: the account (signed in) and the e-mail address (when known). */
export const customerKeys = (user: { id: number | string } | null, email?: string | null): string[] =>
  [user ? `user:${user.id}` : '', email?.trim() ? `email:${normaliseEmail(email)}` : ''].filter(Boolean)

export const toDiscountCode = (d: CodeDoc): StoredCode => ({
  id: String(d.id),
  code: d.code,
  kind: d.kind,
  percent: d.percent ?? null,
  amountCents: typeof d.amount === 'number' ? toCents(d.amount) : null,
  minSubtotalCents: typeof d.minSubtotal === 'number' ? toCents(d.minSubtotal) : null,
  starts: d.starts ? new Date(d.starts) : null,
  ends: d.ends ? new Date(d.ends) : null,
  maxUses: d.maxUses ?? null,
  used: d.uses ?? 0,
  maxPerCustomer: d.maxPerCustomer ?? null,
  productIds: (d.products ?? []).map(relId),
  categories: (d.categories ?? []).filter(Boolean) as string[],
  notWithSales: Boolean(d.notWithSales),
})

/** The stored code of this name (any case, stray spaces), or null. */
export async function findCode(payload: Payload, typed: string) {
  const code = normaliseCode(typed)
  if (!code) return null
  const res = await payload.find({
    collection: 'discount-codes',
    where: { code: { equals: code } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return res.docs[0] ? toDiscountCode(res.docs[0]) : null
}

/** The uses this customer holds of a code (the most under any of their keys). */
async function customerUses(payload: Payload, codeId: string, customers: readonly string[]) {
  let most = 0
  for (const customer of customers) {
    const { totalDocs } = await payload.count({
      collection: 'code-uses',
      where: { and: [{ code: { equals: idValue(codeId) } }, { customer: { equals: customer } }] },
      overrideAccess: true,
    })
    most = Math.max(most, totalDocs)
  }
  return most
}

/** What the quote needs to apply a typed code for these customers. */
export async function lookupCode(payload: Payload, typed: string, customers: readonly string[]): Promise<CodeLookup> {
  const found = await findCode(payload, typed)
  return {
    typed: normaliseCode(typed),
    found,
    usesByCustomer: found ? await customerUses(payload, found.id, customers) : 0,
    now: new Date(),
  }
}

async function countDown(payload: Payload, codeId: string) {
  const { db, t } = codes(payload)
  await db
    .update(t)
    .set({ uses: sql`${t.uses} - 1` })
    .where(and(eq(t.id, idValue(codeId)), gt(t.uses, 0 as never)))
    .returning({ uses: t.uses })
}

export type HoldResult = { ok: true } | { ok: false; reason: 'used-up' | 'already-used' }

/** Holds one use of the code for a checkout (`hold`: the id the order keeps). */
export async function holdCode(
  payload: Payload,
  code: StoredCode,
  customers: readonly string[],
  hold: string,
): Promise<HoldResult> {
  const { db, t } = codes(payload)
  const counted = await db
    .update(t)
    .set({ uses: sql`coalesce(${t.uses}, 0) + 1` })
    .where(and(eq(t.id, idValue(code.id)), or(isNull(t.maxUses), lt(t.uses, t.maxUses))))
    .returning({ uses: t.uses })
  if (!counted.length) return { ok: false, reason: 'used-up' }
  for (const customer of customers.length ? customers : [`hold:${hold}`]) {
    const slots = code.maxPerCustomer ?? 0
    let held = false
    // Without a per-customer cap the row only records the use (its key is the hold's own).
    for (let slot = 1; slot <= Math.max(1, slots) && !held; slot += 1) {
      const key = `${code.id}:${customer}:${slots ? slot : hold}`
      try {
        await payload.create({
          collection: 'code-uses',
          overrideAccess: true,
          data: { key, code: idValue(code.id), customer, hold },
        })
        held = true
      } catch (err) {
        if (!invalidFields(err).includes('key')) {
          await releaseCode(payload, hold, code.id)
          throw err
        }
      }
    }
    if (!held) {
      await releaseCode(payload, hold, code.id)
      return { ok: false, reason: 'already-used' }
    }
  }
  log.debug('discount code held', { code: code.code, hold })
  return { ok: true }
}

/**
 * Gives a hold's use back (the order expired or was cancelled, or the checkout failed after the hold):
 * its rows are deleted and, if any were, the count comes down by one. `codeId` when the caller knows the
 * count was taken even if no row was written yet.
 */
export async function releaseCode(payload: Payload, hold: string | null | undefined, codeId?: string) {
  if (!hold) return
  const gone = await payload.delete({
    collection: 'code-uses',
    where: { hold: { equals: hold } },
    overrideAccess: true,
  })
  const id = codeId ?? (gone.docs[0] ? relId(gone.docs[0].code) : undefined)
  if (id !== undefined) await countDown(payload, id)
}

/**
 * A code typed by a shopper (cart or checkout), looked up with the guessing limit: a client address that
 * tried too many codes that do not exist is refused every code for a while (`blocked`).
 */
export async function typedCode(
  payload: Payload,
  args: { typed: string | undefined; customers: readonly string[]; ip: string },
): Promise<{ blocked: true } | { blocked: false; lookup: CodeLookup | null }> {
  if (!args.typed || !normaliseCode(args.typed)) return { blocked: false, lookup: null }
  if (await pastPolicy(payload, 'code:ip', args.ip)) return { blocked: true }
  const lookup = await lookupCode(payload, args.typed, args.customers)
  if (!lookup.found && !(await allowPolicy(payload, 'code:ip', args.ip))) return { blocked: true }
  return { blocked: false, lookup }
}
