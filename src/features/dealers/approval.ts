import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { z } from 'zod'
import { linkMessage } from '@/features/ui/server'
import { checkVies } from '@/features/tax/server'
import { fill } from '@/i18n/config'
import { DEFAULT_LANG, LANGS, type Lang } from '@/i18n/locales'
import { env } from '@/lib/env'
import { parseEuVat, vatPrefixOf } from '@/lib/eu-vat'
import { EU_CODES } from '@/lib/geo'
import {
  isPlausibleEmail,
  isRowId,
  isValidPartitaIva,
  isValidPec,
  isValidSdiCode,
  normalizePartitaIva,
} from '@/lib/identifiers'
import { invalidFields } from '@/lib/payload-errors'
import { queueMail } from '@/services/queue-mail'
import { isAdminUser } from '@/payload/access'
import type { Submission, User } from '@/payload-types'
import { dealerMail } from './mail'

/** What makes a trade account: the business as the request (or the operator's invitation) gives it. */
export const dealerInputSchema = z.object({
  email: z.string().trim().toLowerCase().max(200).refine(isPlausibleEmail, 'email'),
  company: z.string().trim().min(1, 'company').max(200),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .refine((c) => EU_CODES.has(c), 'country'),
  vatNumber: z.string().trim().min(1, 'vatNumber').max(30),
  sdi: z
    .string()
    .trim()
    .toUpperCase()
    .max(7)
    .refine((v) => !v || isValidSdiCode(v), 'sdi')
    .default(''),
  pec: z
    .string()
    .trim()
    .max(200)
    .refine((v) => !v || isValidPec(v), 'pec')
    .default(''),
  street: z.string().trim().max(200).default(''),
  zip: z.string().trim().max(10).default(''),
  city: z.string().trim().max(100).default(''),
  province: z.string().trim().max(40).default(''),
  phone: z.string().trim().max(30).default(''),
  contact: z.string().trim().max(100).default(''),
  // A price list's row id ('' or absent: none); an id that is no list is refused before any write.
  priceList: z
    .union([z.string(), z.number()])
    .transform(String)
    .refine((v) => v === '' || isRowId(v), 'priceList')
    .optional(),
  paymentTermsDays: z.coerce.number().int().min(0).max(120).default(0),
  lang: z.enum(LANGS as [Lang, ...Lang[]]).default(DEFAULT_LANG),
  request: z.union([z.string(), z.number()]).optional(),
})
export type DealerInput = z.input<typeof dealerInputSchema>

export type GrantResult =
  | { ok: true; userId: number | string; created: boolean }
  | { ok: false; reason: 'invalid'; field: string }
  | { ok: false; reason: 'vies-invalid' | 'operator-account' | 'not-a-request' }

/** A distributor request's fields as a trade account's (the business form is Italian: P.IVA, SDI, CAP). */
export function inputFromRequest(r: Pick<Submission, 'id' | 'kind' | 'email' | 'data'>): DealerInput | null {
  if (r.kind !== 'business' || !r.data || typeof r.data !== 'object') return null
  const d = r.data as Record<string, unknown>
  const s = (k: string) => (typeof d[k] === 'string' ? (d[k] as string) : '')
  return {
    email: s('corporateEmail') || r.email,
    company: s('socialReason'),
    country: 'IT',
    vatNumber: s('pvat'),
    sdi: s('sdiCode'),
    street: [s('street'), s('civic')].filter(Boolean).join(' '),
    zip: s('cap'),
    city: s('city'),
    province: s('province').toUpperCase(),
    phone: s('telephoneNumber'),
    contact: s('referencePerson'),
    lang: DEFAULT_LANG,
    request: r.id,
  }
}

/**
 * Makes (or updates) a trade account from a request or an invitation, as the operator (ADR 0026): the
 * VAT number checked (an Italian P.IVA by its check digit; an EU number by its format and by VIES, which
 * must not say it is unregistered), then the existing account of that e-mail becomes a dealer, or a new
 * account is made whose owner sets the password from the e-mail sent. An operator account never does.
 */
export async function grantTradeAccount(payload: Payload, raw: DealerInput): Promise<GrantResult> {
  const parsed = dealerInputSchema.safeParse(raw)
  if (!parsed.success) return { ok: false, reason: 'invalid', field: String(parsed.error.issues[0]?.message ?? '') }
  const input = parsed.data
  if (input.priceList) {
    const list = await payload.count({ collection: 'price-lists', where: { id: { equals: Number(input.priceList) } } })
    if (list.totalDocs === 0) return { ok: false, reason: 'invalid', field: 'priceList' }
  }
  let vatNumber: string
  let vies: { vies: 'valid' | 'unavailable'; viesCheckedAt: string } | null = null
  if (input.country === 'IT') {
    if (!isValidPartitaIva(input.vatNumber)) return { ok: false, reason: 'invalid', field: 'vatNumber' }
    vatNumber = normalizePartitaIva(input.vatNumber)!
    if (!input.sdi && !input.pec) return { ok: false, reason: 'invalid', field: 'sdi' }
  } else {
    const id = parseEuVat(input.vatNumber, input.country)
    if (!id) return { ok: false, reason: 'invalid', field: 'vatNumber' }
    const answer = await checkVies(id.prefix, id.number)
    if (answer === 'invalid') return { ok: false, reason: 'vies-invalid' }
    vatNumber = `${vatPrefixOf(input.country)}${id.number}`
    vies = { vies: answer, viesCheckedAt: new Date().toISOString() }
  }
  const dealer = {
    status: 'active' as const,
    ...(input.priceList !== undefined && input.priceList !== '' ? { priceList: Number(input.priceList) } : {}),
    paymentTermsDays: input.paymentTermsDays,
    company: input.company,
    country: input.country,
    vatNumber,
    sdi: input.country === 'IT' ? input.sdi : '',
    pec: input.country === 'IT' ? input.pec : '',
    street: input.street,
    zip: input.zip,
    city: input.city,
    province: input.province,
    phone: input.phone,
    contact: input.contact,
    approvedAt: new Date().toISOString(),
    ...(vies ?? {}),
    ...(input.request !== undefined ? { request: Number(input.request) } : {}),
  }
  const existing = await findByEmail(payload, input.email)
  if (existing && isAdminUser(existing)) return { ok: false, reason: 'operator-account' }
  let user: User
  let created = false
  if (existing) {
    user = (await payload.update({
      collection: 'users',
      id: existing.id,
      overrideAccess: true,
      data: { dealer: { ...existing.dealer, ...dealer } } as never,
    })) as User
  } else {
    try {
      user = (await payload.create({
        collection: 'users',
        overrideAccess: true,
        // A password nobody knows: the owner of the mailbox sets theirs from the e-mail (which proves it).
        data: {
          email: input.email,
          password: randomBytes(24).toString('base64url'),
          firstName: input.contact.split(/\s+/)[0] ?? '',
          lastName: input.contact.split(/\s+/).slice(1).join(' '),
          role: 'customer',
          verified: true,
          dealer,
        } as never,
      })) as User
      created = true
    } catch (err) {
      // The same business approved twice at once: the other approval made the account and sends its e-mail.
      if (!invalidFields(err).includes('email')) throw err
      const other = await findByEmail(payload, input.email)
      if (!other) throw err
      return { ok: true, userId: other.id, created: false }
    }
  }
  await tellDealer(payload, user, input.lang, created)
  if (input.request !== undefined)
    await payload
      .update({ collection: 'submissions', id: input.request, overrideAccess: true, data: { handling: 'closed' } })
      .catch(() => undefined)
  return { ok: true, userId: user.id, created }
}

async function findByEmail(payload: Payload, email: string): Promise<User | null> {
  const res = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return (res.docs[0] as User | undefined) ?? null
}

/** The approval e-mail: a new account's link to set its password (7 days), or a sign-in link for an existing one. */
async function tellDealer(payload: Payload, user: User, lang: Lang, created: boolean) {
  const t = dealerMail(lang)
  const company = user.dealer?.company ?? ''
  let link = `${env.siteUrl}/account?lang=${lang}`
  if (created) {
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email: user.email },
      disableEmail: true,
      expiration: 7 * 24 * 60 * 60 * 1000,
    })
    link = `${env.siteUrl}/reset-password?token=${encodeURIComponent(String(token))}&lang=${lang}`
  }
  await queueMail(
    payload,
    {
      to: user.email,
      ...(await linkMessage(lang, {
        subject: fill(t.subject, { company }),
        body: fill(created ? t.newAccount : t.existingAccount, { company }),
        link,
        button: created ? t.setPassword : t.signIn,
        showUrl: true,
      })),
    },
    `dealer-approved:${user.id}:${user.dealer?.approvedAt ?? ''}`,
  )
}

/** The operator suspends a dealer (back at consumer prices at once) or restores it. */
export async function setDealerStatus(
  payload: Payload,
  userId: number | string,
  status: 'active' | 'suspended',
): Promise<boolean> {
  const user = await payload
    .findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true })
    .catch(() => null)
  if (!user?.dealer?.status) return false
  await payload.update({
    collection: 'users',
    id: userId,
    overrideAccess: true,
    data: { dealer: { ...user.dealer, status } } as never,
  })
  return true
}
