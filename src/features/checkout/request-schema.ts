import { z } from 'zod'
import { linesSchema, typedCodeSchema } from '@/features/cart/server'
import { PAYMENTS } from '@/features/payments'

/**
 * Body of POST /api/create-checkout-session. The old shop's shape `{cart, billingData, shippingFee}`
 * is accepted, but zod keeps only product ids, variants and quantities of the cart: any price,
 * total or fee the browser sends is dropped here.
 */
export const checkoutRequestSchema = z.object({
  cart: linesSchema,
  billingData: z.record(z.string(), z.unknown()),
  note: z.string().max(1000).optional(),
  code: typedCodeSchema,
  /** Card by default; a bank transfer only for a dealer (the server checks). */
  payment: z.enum(PAYMENTS).optional(),
  /** To the billing address (by default) or to a pickup point or locker (ADR 0043): only its id is read. */
  delivery: z.enum(['home', 'pickup']).optional(),
  pickupPointId: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
})
