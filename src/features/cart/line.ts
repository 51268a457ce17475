import type { ProductCardView } from '@/features/products/types'
import { setPrice, type CartLine } from './rules'

/** A cart line for a product: the price is the chosen set's price, else the product price (spec §3). */
export function lineFromProduct(
  p: ProductCardView,
  choice: { quantity?: number; fragrance?: string; sets?: string } = {},
): CartLine {
  const { set, price } = setPrice(p, choice.sets ?? '')
  return {
    id: p.id,
    name: p.name,
    url: p.url,
    price,
    image: p.mainimage?.url ?? '',
    quantity: choice.quantity ?? 1,
    type: p.type,
    sets: set ? String(set.number) : '',
    fragrance: choice.fragrance ?? '',
    sku: p.sku,
  }
}
