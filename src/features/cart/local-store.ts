'use client'

import { createLocalList, money, str } from '@/lib/local-store'
import { MAX_QUANTITY, MERGE_TOKEN, type CartLine } from './rules'

/** The signed-out cart, in localStorage key `cart`. Its prices are only shown until the server's quote arrives. */
function checkLine(raw: unknown): CartLine | null {
  if (!raw || typeof raw !== 'object') return null
  const r = raw as Record<string, unknown>
  const opt = (v: unknown, max: number) => (v === undefined ? '' : str(v, max) ? v : null)
  const [type, sets, fragrance, sku] = [opt(r.type, 20), opt(r.sets, 10), opt(r.fragrance, 100), opt(r.sku, 64)]
  if (!str(r.id, 64, 1) || !str(r.name, 200) || !str(r.url, 200) || !money(r.price) || !str(r.image, 500)) return null
  if (typeof r.quantity !== 'number' || !Number.isInteger(r.quantity) || r.quantity < 1 || r.quantity > MAX_QUANTITY)
    return null
  if (type === null || sets === null || fragrance === null || sku === null) return null
  return {
    id: r.id,
    name: r.name,
    url: r.url,
    price: r.price,
    image: r.image,
    quantity: r.quantity,
    type,
    sets,
    fragrance,
    sku,
  }
}

const store = createLocalList<CartLine>('cart', checkLine)
export const useLocalCart = store.useList
export const writeLocalCart = store.write

const TOKEN_KEY = 'cartToken'

/**
 * The name of this browser's signed-out cart, sent with it when it is merged into an account on
 * sign-in (the server merges a token once). Made when first needed, dropped with the cart.
 */
export function localCartToken(): string {
  try {
    const existing = localStorage.getItem(TOKEN_KEY)
    if (existing && MERGE_TOKEN.test(existing)) return existing
    const bytes = crypto.getRandomValues(new Uint8Array(16))
    const token = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
    localStorage.setItem(TOKEN_KEY, token)
    return token
  } catch {
    return ''
  }
}

export function dropLocalCartToken() {
  try {
    localStorage.removeItem(TOKEN_KEY)
  } catch {
    /* storage disabled: nothing kept */
  }
}
