'use client'

import { createLocalList, money, str } from '@/lib/local-store'
import { MAX_QUANTITY, type CartLine } from './rules'

/** The signed-out cart, in localStorage key `cart`. Its prices are only shown until the server's quote arrives. */
function checkLine(raw: unknown): CartLine | null {
  if (!raw || typeof raw !== 'object') return null
  const r = raw as Record<string, unknown>
  const opt = (v: unknown, max: number) => (v === undefined ? '' : str(v, max) ? v : null)
  const [type, sets, fragrance, sku] = [opt(r.type, 20), opt(r.sets, 10), opt(r.fragrance, 100), opt(r.sku, 64)]
  if (!str(r.id, 64, 1) || !str(r.name, 200) || !str(r.url, 200) || !money(r.price) || !str(r.image, 500)) return null
  if (typeof r.quantity !== 'number' || !Number.isInteger(r.quantity) || r.quantity < 1 || r.quantity > MAX_QUANTITY) return null
  if (type === null || sets === null || fragrance === null || sku === null) return null
  return { id: r.id, name: r.name, url: r.url, price: r.price, image: r.image, quantity: r.quantity, type, sets, fragrance, sku }
}

const store = createLocalList<CartLine>('cart', checkLine)
export const useLocalCart = store.useList
export const writeLocalCart = store.write
