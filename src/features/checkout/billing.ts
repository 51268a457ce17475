import { z } from 'zod'
import { fill } from '@/i18n/config'
import type { Messages } from '@/i18n/messages'
import { COUNTRIES, countryIso, isRegionCode, isShippingCountry, DEFAULT_COUNTRY, isItaly } from '@/lib/geo'
import { parseEuVat, parseForeignTaxId } from '@/lib/eu-vat'
import { vatRegime, type BuyerKind } from '@/features/tax'
import {
  isPlausibleEmail,
  isValidCodiceFiscale,
  isValidPartitaIva,
  isValidPec,
  isValidSdiCode,
  normalizeCodiceFiscale,
  normalizePartitaIva,
} from '@/lib/identifiers'

export type BillingData = {
  firstName: string
  lastName: string
  country: string
  state: string
  city: string
  address: string
  zip: string
  phone: string
  email: string
  invoice: 'no' | 'yes'
  /**
   * Who the invoice is made out to: an Italian company or professional (P.IVA), a private person
   * (codice fiscale), or a business outside Italy (its VAT or tax number with the country prefix).
   */
  buyer: 'company' | 'person' | 'foreign'
  cf: string
  vatId: string
  azienda: string
  piva: string
  sdi: string
  pec: string
}

export const emptyBilling = (): BillingData => ({
  firstName: '',
  lastName: '',
  country: DEFAULT_COUNTRY,
  state: '',
  city: '',
  address: '',
  zip: '',
  phone: '',
  email: '',
  invoice: 'no',
  buyer: 'company',
  cf: '',
  vatId: '',
  azienda: '',
  piva: '',
  sdi: '',
  pec: '',
})

/** The fields the pay check requires (spec §5), in its order. */
export const PAY_REQUIRED = ['firstName', 'lastName', 'email', 'address', 'city', 'state'] as const

/**
 * Server-side validation of the billing form: the spec's required fields, a real
 * e-mail address, and — when an invoice is requested — the company fields
 * (P.IVA check digit, SDI of 7 characters or a PEC). One message per field.
 */
export function billingSchema(t: Messages, shipsTo?: readonly string[]) {
  const c = t.checkout
  const s = (max = 200) => z.string().trim().max(max).default('')
  return (
    z
      .object({
        firstName: s(100),
        lastName: s(100),
        country: s(100),
        state: s(100),
        city: s(100),
        address: s(200),
        zip: s(20),
        phone: s(40),
        email: s(200),
        invoice: z.enum(['no', 'yes']).default('no'),
        buyer: z.enum(['company', 'person', 'foreign']).default('company'),
        // Room for the separators people type between groups (normalised below).
        cf: s(40),
        vatId: s(40),
        azienda: s(200),
        piva: s(40),
        sdi: s(10),
        pec: s(200),
      })
      .superRefine((b, ctx) => {
        const need = (path: keyof BillingData, message: string) =>
          ctx.addIssue({ code: 'custom', path: [path], message })
        if (!b.firstName) need('firstName', fill(c.required, { label: c.firstName }))
        if (!b.lastName) need('lastName', fill(c.required, { label: c.lastName }))
        if (!b.email) need('email', fill(c.required, { label: c.email }))
        else if (!isPlausibleEmail(b.email)) need('email', c.invalidEmail)
        if (!b.address) need('address', fill(c.required, { label: c.address }))
        if (!b.city) need('city', c.cityRequired)
        if (!b.state) need('state', c.regionRequired)
        if (!COUNTRIES.some((x) => x.name === b.country)) need('country', fill(c.required, { label: c.country }))
        else if (!isShippingCountry(b.country)) need('country', c.euOnly)
        else if (!isShippingCountry(b.country, shipsTo)) need('country', c.notShipped)
        if (b.invoice === 'yes' && b.buyer === 'person') {
          // A private person in Italy: the invoice names them by codice fiscale; a PEC is optional.
          if (!b.cf) need('cf', fill(c.required, { label: c.cf }))
          else if (!isValidCodiceFiscale(b.cf)) need('cf', c.invalidCf)
          if (b.pec && !isValidPec(b.pec)) need('pec', c.invalidPec)
        } else if (b.invoice === 'yes' && b.buyer === 'foreign') {
          // A business outside Italy: its VAT number (EU, format of its member state) or foreign tax number.
          if (!b.azienda) need('azienda', fill(c.required, { label: c.azienda }))
          if (!b.vatId) need('vatId', fill(c.required, { label: c.vatId }))
          else if (parseEuVat(b.vatId)?.prefix === 'IT' || isValidPartitaIva(b.vatId)) need('vatId', c.vatIdItalian)
          else if (!foreignVatId(b.vatId)) need('vatId', c.invalidVatId)
        } else if (b.invoice === 'yes') {
          if (!b.azienda) need('azienda', fill(c.required, { label: c.azienda }))
          if (!b.piva) need('piva', fill(c.required, { label: c.piva }))
          else if (!isValidPartitaIva(b.piva)) need('piva', c.invalidPiva)
          if (b.sdi && !isValidSdiCode(b.sdi)) need('sdi', c.invalidSdi)
          else if (b.sdi.toUpperCase() === 'XXXXXXX') need('sdi', c.sdiForeign)
          if (b.pec && !isPlausibleEmail(b.pec)) need('pec', c.invalidPec)
          if (!b.sdi && !b.pec) need('sdi', c.sdiOrPec)
        }
      })
      // Stored as its 11 digits, however it was typed ("IT-…", spaces): the invoice and the XML print it so.
      .transform((b) => ({
        ...b,
        piva: normalizePartitaIva(b.piva) ?? b.piva,
        cf: normalizeCodiceFiscale(b.cf),
        vatId: foreignVatId(b.vatId) ?? b.vatId,
      }))
  )
}

/** A foreign business's VAT number as the invoice writes it (prefix + number, "DE123456789"), or null. */
export function foreignVatId(value: string): string | null {
  const id = parseEuVat(value) ?? parseForeignTaxId(value, isRegionCode)
  return id && id.prefix !== 'IT' ? `${id.prefix}${id.number}` : null
}

/** Who buys, for the VAT regime: a consumer unless the invoice names a business by its VAT number. */
export function buyerKind(b: Pick<BillingData, 'invoice' | 'buyer' | 'vatId'>): BuyerKind {
  if (b.invoice !== 'yes' || b.buyer === 'person') return 'consumer'
  if (b.buyer === 'company') return 'it-business'
  const eu = parseEuVat(b.vatId)
  return eu && eu.prefix !== 'IT' ? 'eu-business' : 'other-business'
}

/** The VAT regime of this billing (the shipping address is the billing address) under the seller's OSS setting. */
export const billingRegime = (b: Pick<BillingData, 'invoice' | 'buyer' | 'vatId' | 'country'>, oss: boolean) =>
  vatRegime({ destination: countryIso(b.country) ?? 'IT', buyer: buyerKind(b), oss })

/** Which alert the pay button shows first (spec §5 order): terms, then required fields, then empty cart. */
export function payAlert(
  t: Pick<Messages, 'checkout'>,
  b: BillingData,
  termsAccepted: boolean,
  cartEmpty: boolean,
): string | null {
  if (!termsAccepted) return t.checkout.alertTerms
  if (PAY_REQUIRED.some((k) => !b[k].trim())) return t.checkout.alertFields
  if (cartEmpty) return t.checkout.alertEmpty
  return null
}

/** The on-blur message of a field (spec §5), or '' when it is filled. */
export function blurMessage(t: Pick<Messages, 'checkout'>, field: keyof BillingData, value: string): string {
  if (value.trim()) return ''
  const c = t.checkout
  if (field === 'state') return c.regionRequired
  if (field === 'city') return c.cityRequired
  const labels: Partial<Record<keyof BillingData, string>> = {
    firstName: c.firstName,
    lastName: c.lastName,
    address: c.address,
    phone: c.phone,
    email: c.email,
    zip: c.zip,
    azienda: c.azienda,
    piva: c.piva,
    sdi: c.sdi,
    pec: c.pec,
    cf: c.cf,
    vatId: c.vatId,
  }
  return labels[field] ? fill(c.required, { label: labels[field]! }) : ''
}

export const needsRegionList = (country: string) => isItaly(country)
