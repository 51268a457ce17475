import { NextResponse } from 'next/server'
import { cartBodySchema } from '@/features/cart/server'
import { quote, readAccountCart, saveAccountCart } from '@/features/cart/server'
import { endpoint } from '@/features/sign-in/request'

/** The signed-in customer's cart, re-priced from the catalogue. */
export const GET = endpoint({ who: 'signed-in' }, async ({ payload, lang, user }) => {
  const { keys, note } = await readAccountCart(payload, user)
  return NextResponse.json({ ...(await quote(lang, keys, { user })), note })
})

export const PUT = endpoint({ who: 'signed-in', body: cartBodySchema }, async ({ payload, lang, user, body }) => {
  await saveAccountCart(payload, user, body.lines, body.note)
  const { keys, note } = await readAccountCart(payload, user)
  return NextResponse.json({ ...(await quote(lang, keys, { user })), note })
})
