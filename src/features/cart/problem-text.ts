import { fill } from '@/i18n/config'
import type { Messages } from '@/i18n/messages'
import { nearestCases } from '@/features/dealers'
import type { PricedLine } from './pricing'

type T = Pick<Messages, 'cart' | 'checkout' | 'product'>

/** What is wrong with a cart line, in a few words beside it (cart, checkout). */
export function problemLabel(
  t: Pick<Messages, 'cart' | 'product'>,
  l: { problem?: PricedLine['problem']; casePack?: number },
): string {
  if (l.problem === 'out-of-stock') return t.product.outOfStock
  if (l.problem === 'dealer-only') return t.cart.dealerOnly
  if (l.problem === 'case-pack') return fill(t.cart.casePack, { pack: l.casePack ?? 1 })
  return t.cart.unavailable
}

/** What is wrong with a cart line, as the sentence the server answers a refused order with. */
export function problemText(t: T, l: Pick<PricedLine, 'problem' | 'casePack' | 'name' | 'id' | 'quantity'>): string {
  const name = l.name || l.id
  if (l.problem === 'out-of-stock') return fill(t.checkout.outOfStock, { name })
  if (l.problem === 'dealer-only') return fill(t.cart.dealerOnlyLine, { name })
  if (l.problem === 'case-pack') {
    const pack = l.casePack ?? 1
    return fill(t.cart.casePackLine, { name, pack, above: nearestCases(l.quantity, pack).above })
  }
  return fill(t.checkout.unavailable, { name })
}
