import { NextResponse } from 'next/server'
import { z } from 'zod'
import { linesSchema } from '@/features/cart/schema'
import { quote } from '@/features/cart/server'
import { endpoint } from '@/features/shell/endpoint'

/** Prices any cart from the catalogue (signed out carts live in the browser; their prices are never trusted). */
export const POST = endpoint({ body: z.object({ lines: linesSchema }) }, async ({ lang, body }) =>
  NextResponse.json(await quote(lang, body.lines)),
)
