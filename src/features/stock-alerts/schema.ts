import { z } from 'zod'
import { LANGS } from '@/i18n/locales'
import { isPlausibleEmail } from '@/lib/identifiers'

/** A back-in-stock sign-up as the product page sends it (a script's JSON or the plain form). */
export const alertSchema = z.object({
  /** A guest's address; a signed-in customer's comes from the account. */
  email: z.string().trim().max(200).optional(),
  product: z.string().trim().min(1).max(40),
  /** A fragrance's name as the page showed it; empty for the whole product. */
  fragrance: z.string().trim().max(200).optional().default(''),
  lang: z.enum(LANGS).optional(),
})
export type AlertRequest = z.infer<typeof alertSchema>

export const plausibleEmail = (v: string | undefined): v is string => Boolean(v && isPlausibleEmail(v))
