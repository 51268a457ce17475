import { NextResponse } from 'next/server'
import { z } from 'zod'
import { linesSchema } from '@/features/cart/schema'
import { quote } from '@/features/cart/server'
import { getMessages } from '@/features/i18n/server'
import { readJson } from '@/lib/http'

/** Prices any cart from the catalogue (signed out carts live in the browser; their prices are never trusted). */
export async function POST(request: Request) {
  const { lang, t } = await getMessages()
  const body = await readJson(request, z.object({ lines: linesSchema }), { invalid: t.auth.invalid })
  if (!body.ok) return body.response
  return NextResponse.json(await quote(lang, body.data.lines))
}
