import { NextResponse } from 'next/server'
import { z } from 'zod'
import { linesSchema, typedCodeSchema } from '@/features/cart/server'
import { quote } from '@/features/cart/server'
import { customerKeys, typedCode } from '@/features/pricing/server'
import { endpoint } from '@/features/sign-in/request'
import { jsonError } from '@/lib/http'

/**
 * Prices any cart from the catalogue (signed out carts live in the browser; their prices are never
 * trusted), with the discount code the shopper typed, if any: the answer says what it took off or why not.
 */
export const POST = endpoint(
  { who: 'maybe-signed-in', body: z.object({ lines: linesSchema, code: typedCodeSchema }) },
  async ({ payload, lang, t, user, ip, body }) => {
    const code = await typedCode(payload, { typed: body.code, customers: customerKeys(user, user?.email), ip })
    if (code.blocked) return jsonError(429, t.cart.codeTooMany, { code: t.cart.codeTooMany })
    return NextResponse.json(await quote(lang, body.lines, { code: code.lookup, user }))
  },
)
