import { NextResponse } from 'next/server'
import { z } from 'zod'
import { linesSchema, mergeTokenSchema } from '@/features/cart/server'
import { mergeIntoAccount, quote, readAccountCart } from '@/features/cart/server'
import { endpoint } from '@/features/sign-in/request'

const body = z.object({ lines: linesSchema, token: mergeTokenSchema.optional() })

/** Merges the browser's signed-out cart into the account's cart on sign-in (once per cart token). */
export const POST = endpoint({ who: 'signed-in', body }, async ({ payload, lang, user, body }) => {
  await mergeIntoAccount(payload, user, body.lines, body.token)
  const { keys, note } = await readAccountCart(payload, user)
  return NextResponse.json({ ...(await quote(lang, keys, { user })), note })
})
