import { z } from 'zod'
import { fill } from '@/i18n/config'
import type { Messages } from '@/i18n/messages'
import {
  isValidCap,
  isValidPartitaIva,
  isValidProvince,
  isValidSdiCode,
  isPlausibleEmail,
  normalizePartitaIva,
} from '@/lib/identifiers'
import { LANGS } from '@/i18n/locales'

/** Contact form (server): all required, a real e-mail, sensible lengths; one message per field. */
export function contactSchema(t: Messages) {
  const c = t.contactForm
  const req = (label: string, max: number) =>
    z
      .string({ error: fill(c.required, { label }) })
      .trim()
      .min(1, fill(c.required, { label }))
      .max(max, fill(c.tooLong, { label }))
  return z.object({
    formData: z.object({
      name: req(c.name, 100),
      email: req(c.email, 200).refine((v) => isPlausibleEmail(v), c.invalidEmail),
      message: req(c.message, 5000),
    }),
    website: z.string().max(200).optional(),
    /** The captcha's solution, sent once the abuse limit asked for it (features/forms/abuse.ts). */
    captcha: z.string().max(20_000).optional(),
  })
}

export const BUSINESS_FIELDS = [
  'socialReason',
  'pvat',
  'sdiCode',
  'corporateEmail',
  'telephoneNumber',
  'city',
  'cap',
  'province',
  'street',
  'civic',
  'referencePerson',
  'note',
] as const
export type BusinessField = (typeof BUSINESS_FIELDS)[number]
export const BUSINESS_OPTIONAL: BusinessField[] = ['note']

/** Business request form (server): required fields, P.IVA check digit, SDI 7 characters, CAP 5 digits, province 2 letters, e-mail, consent. */
export function businessSchema(t: Messages) {
  const b = t.business
  const req = (k: BusinessField, max = 200) =>
    z
      .string({ error: fill(b.required, { label: b[k] }) })
      .trim()
      .min(1, fill(b.required, { label: b[k] }))
      .max(max)
  return z.object({
    formData: z.object({
      socialReason: req('socialReason'),
      pvat: req('pvat', 40)
        .refine(isValidPartitaIva, b.invalidPvat)
        .transform((v) => normalizePartitaIva(v) ?? v),
      sdiCode: req('sdiCode', 10).refine(isValidSdiCode, b.invalidSdi),
      corporateEmail: req('corporateEmail').refine((v) => isPlausibleEmail(v), b.invalidEmail),
      telephoneNumber: req('telephoneNumber', 30),
      city: req('city', 100),
      cap: req('cap', 10).refine(isValidCap, b.invalidCap),
      province: req('province', 10).refine(isValidProvince, b.invalidProvince),
      street: req('street'),
      civic: req('civic', 20),
      referencePerson: req('referencePerson', 100),
      note: z.string().trim().max(2000).default(''),
      consent: z.literal(true, { error: b.consentRequired }),
    }),
    captchaToken: z.string().max(20_000).optional(),
  })
}

/** The footer's newsletter sign-up (JSON from the script, or the form's fields). */
export const newsletterSchema = z.object({
  email: z.string().trim().max(200).refine(isPlausibleEmail),
  lang: z.enum(LANGS).optional(),
  /** The captcha's solution once the abuse limit asked for it: `captcha` from the script, or the widget's own field in a plain form post. */
  captcha: z.string().max(20_000).optional(),
  altcha: z.string().max(20_000).optional(),
  'g-recaptcha-response': z.string().max(20_000).optional(),
})
