'use client'

import { z } from 'zod'
import { createLocalList } from '@/lib/local-store'
import { MAX_QUANTITY, type CartLine } from './rules'

/** The signed-out cart, in localStorage key `cart`. */
export const cartLineSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().max(200),
  url: z.string().max(200),
  price: z.number().nonnegative().finite(),
  image: z.string().max(500),
  quantity: z.number().int().min(1).max(MAX_QUANTITY),
  type: z.string().max(20).default(''),
  sets: z.string().max(10).default(''),
  fragrance: z.string().max(100).default(''),
  sku: z.string().max(64).default(''),
}) satisfies z.ZodType<CartLine, unknown>

const store = createLocalList<CartLine>('cart', z.array(cartLineSchema).max(100))
export const useLocalCart = store.useList
export const writeLocalCart = store.write
