/**
 * The server's view of a cart: every line is re-priced from the catalogue, whatever
 * price the browser kept. Pure: the catalogue is passed in. Used by the cart endpoints
 * and by checkout, so the money is decided in one place.
 */
import { subtotal as sum, type CartLine } from './rules'

export type CatalogProduct = {
  id: string
  name: string
  url: string
  price: number
  instock: boolean
  sku: string
  type: string
  image: string
  fragrances: string[]
  sets: { number: number; price: number }[]
}

export type LineKey = { id: string; fragrance: string; sets: string; quantity: number }
export type Problem = 'missing' | 'out-of-stock' | 'invalid-variant'
export type PricedLine = CartLine & { problem: Problem | null }

export function priceLine(key: LineKey, product: CatalogProduct | undefined): PricedLine {
  const base: CartLine = {
    id: key.id,
    name: '',
    url: '',
    price: 0,
    image: '',
    quantity: key.quantity,
    type: '',
    sets: key.sets,
    fragrance: key.fragrance,
    sku: '',
  }
  if (!product) return { ...base, problem: 'missing' }
  const set = key.sets ? product.sets.find((s) => String(s.number) === key.sets) : undefined
  const line: CartLine = {
    ...base,
    name: product.name,
    url: product.url,
    image: product.image,
    sku: product.sku,
    type: product.type,
    price: set ? set.price : product.price,
  }
  const badSet = Boolean(key.sets) && !set
  const badFragrance = key.fragrance ? !product.fragrances.includes(key.fragrance) : product.fragrances.length > 0
  if (badSet || badFragrance) return { ...line, problem: 'invalid-variant' }
  if (!product.instock) return { ...line, problem: 'out-of-stock' }
  return { ...line, problem: null }
}

export function priceCart(
  keys: LineKey[],
  catalog: CatalogProduct[],
): { lines: PricedLine[]; subtotal: number; checkoutable: boolean } {
  const byId = new Map(catalog.map((p) => [p.id, p]))
  const lines = keys.map((k) => priceLine(k, byId.get(k.id)))
  const ok = lines.filter((l) => l.problem === null)
  return { lines, subtotal: sum(ok), checkoutable: lines.length > 0 && ok.length === lines.length }
}
