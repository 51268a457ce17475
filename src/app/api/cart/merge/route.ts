import { NextResponse } from 'next/server'
import { z } from 'zod'
import { getCurrentUser } from '@/features/account/session'
import { linesSchema, mergeTokenSchema } from '@/features/cart/schema'
import { mergeIntoAccount, quote, readAccountCart } from '@/features/cart/server'
import { getMessages } from '@/features/i18n/server'
import { jsonError, readJson } from '@/lib/http'
import { getShopPayload } from '@/payload/shop-payload'

/** Merges the browser's signed-out cart into the account's cart on sign-in. */
export async function POST(request: Request) {
  const [{ lang, t }, user] = await Promise.all([getMessages(), getCurrentUser()])
  if (!user) return jsonError(401, t.account.signInRequired)
  const body = await readJson(request, z.object({ lines: linesSchema, token: mergeTokenSchema.optional() }), {
    invalid: t.auth.invalid,
  })
  if (!body.ok) return body.response
  const payload = await getShopPayload()
  await mergeIntoAccount(payload, user, body.data.lines, body.data.token)
  const { keys, note } = await readAccountCart(payload, user)
  return NextResponse.json({ ...(await quote(lang, keys)), note })
}
