import { z } from 'zod'
import { MAX_LINES, MAX_QUANTITY, MERGE_TOKEN } from './rules'

/** What the browser may tell the server about a cart: which products, variants and how many. Never a price. */
export const lineKeySchema = z.object({
  id: z.string().trim().min(1).max(64),
  fragrance: z.string().trim().max(100).default(''),
  sets: z
    .string()
    .trim()
    .regex(/^\d{0,3}$/)
    .default(''),
  quantity: z.number().int().min(1).max(MAX_QUANTITY),
})
export const linesSchema = z.array(lineKeySchema).max(MAX_LINES)
export const cartBodySchema = z.object({ lines: linesSchema, note: z.string().max(1000).optional() })
/** Names one signed-out cart of one browser, so that merging it on sign-in happens once. */
export const mergeTokenSchema = z.string().regex(MERGE_TOKEN)
/** A discount code as typed (the server normalises and looks it up). */
export const typedCodeSchema = z.string().trim().max(40).optional()
