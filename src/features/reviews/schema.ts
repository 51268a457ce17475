import { z } from 'zod'
import { LANGS } from '@/i18n/locales'

/** A review as the order's review page posts it (a plain form). */
export const reviewSchema = z
  .object({
    token: z.string().max(2000).optional(),
    order: z.string().max(40).optional(),
    line: z.string().min(1).max(100),
    rating: z.coerce.number(),
    text: z.string().max(10_000),
    lang: z.enum(LANGS).optional(),
  })
  .refine((v) => Boolean(v.token) !== Boolean(v.order))
export type ReviewPost = z.infer<typeof reviewSchema>
