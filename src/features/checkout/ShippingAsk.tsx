'use client'

import Link from 'next/link'
import { useCart } from '@/features/cart/client'
import { fill } from '@/i18n/config'
import { useMessages } from '@/features/ui/client'

/**
 * A cart too heavy or too large to ship at a set price to the chosen country (ADR 0041): no wrong price,
 * but the reason and a link to the contact page with the cart written out, to ask for a quote.
 */
export function ShippingAsk({ country }: { country: string }) {
  const c = useMessages('checkout').checkout
  const cart = useCart()
  const lines = cart.lines.map(
    (l) => `- ${l.quantity} × ${l.name}${l.fragrance ? ` (${l.fragrance})` : ''}${l.sets ? ` [${l.sets}]` : ''}`,
  )
  const message = [fill(c.shippingAskMessage, { country }), ...lines].join('\n')
  return (
    <div className="notice" role="status" data-testid="shipping-ask">
      <p>{c.shippingAsk}</p>
      <p>
        <Link href={`/contact?message=${encodeURIComponent(message)}`}>{c.shippingAskLink}</Link>
      </p>
    </div>
  )
}
