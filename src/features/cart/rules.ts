/** Pure cart rules (spec §4): line identity, add/merge, quantity updates, subtotal. No React, no Payload. */
import { lineTotal, sumMoney } from '@/lib/money'

export type CartLine = {
  id: string
  name: string
  url: string
  price: number
  image: string
  quantity: number
  type: string
  sets: string
  fragrance: string
  sku: string
}

/**
 * The unit price of a product in a chosen set (spec §3): the set's own price when the set exists,
 * else the product's price. `set` is the set's number as the cart stores it ('' for none).
 */
export function setPrice<S extends { number: number; price: number }>(
  product: { price: number; sets: readonly S[] },
  set: string,
): { set: S | undefined; price: number } {
  const chosen = set ? product.sets.find((s) => String(s.number) === set) : undefined
  return { set: chosen, price: chosen ? chosen.price : product.price }
}

/** Pieces a line may hold, and lines a cart may hold. */
import { MAX_LINES, MAX_QUANTITY } from '@/payload/values'

export { MAX_LINES, MAX_QUANTITY }
/** A browser's signed-out cart token (see local-store.ts), checked by the merge endpoint. */
export const MERGE_TOKEN = /^[A-Za-z0-9-]{16,64}$/

/** Two lines are the same item when id, fragrance and set all match. */
export const sameLine = (
  a: Pick<CartLine, 'id' | 'fragrance' | 'sets'>,
  b: Pick<CartLine, 'id' | 'fragrance' | 'sets'>,
) => a.id === b.id && (a.fragrance || '') === (b.fragrance || '') && (a.sets || '') === (b.sets || '')

const clamp = (q: number) => Math.max(1, Math.min(MAX_QUANTITY, Math.floor(q)))

/** Adding an existing line increases its quantity by the chosen amount (default 1); otherwise the line is appended. */
export function addLine(cart: CartLine[], item: CartLine): CartLine[] {
  const qty = clamp(item.quantity || 1)
  const i = cart.findIndex((l) => sameLine(l, item))
  if (i === -1) return [...cart, { ...item, quantity: qty }]
  return cart.map((l, j) => (j === i ? { ...l, quantity: clamp(l.quantity + qty) } : l))
}

/** Merging a local cart into the account's cart on sign-in: same id, fragrance and set add quantities. */
export function mergeCarts(account: CartLine[], local: CartLine[]): CartLine[] {
  return local.reduce(addLine, account)
}

/** Change a line's quantity by delta; going below 1 removes the line. */
export function changeQuantity(
  cart: CartLine[],
  key: Pick<CartLine, 'id' | 'fragrance' | 'sets'>,
  delta: number,
): CartLine[] {
  return cart
    .map((l) => (sameLine(l, key) ? { ...l, quantity: Math.min(MAX_QUANTITY, l.quantity + delta) } : l))
    .filter((l) => l.quantity >= 1)
}

export const removeLine = (cart: CartLine[], key: Pick<CartLine, 'id' | 'fragrance' | 'sets'>) =>
  cart.filter((l) => !sameLine(l, key))

/** Sum of price × quantity, exact to the cent. */
export const subtotal = (cart: Pick<CartLine, 'price' | 'quantity'>[]) =>
  sumMoney(cart.map((l) => lineTotal(l.price, l.quantity)))

export const itemCount = (cart: Pick<CartLine, 'quantity'>[]) => cart.reduce((s, l) => s + l.quantity, 0)
