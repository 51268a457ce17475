'use client'

import Link from 'next/link'
import { lineFromProduct } from '@/features/cart'
import { useCart } from '@/features/cart/client'
import { useShell } from '@/features/ui/client'
import { useReadyToAct } from '@/features/ui/client'
import { wishlistItemFrom } from '@/features/wishlist'
import { WishlistButton } from '@/features/wishlist/client'
import type { ProductCardView } from '@/features/products/types'
import { useTradePrices } from '@/features/dealers/client'

/** Card actions: wishlist toggle, and add-to-cart — or, when a fragrance must be chosen, a link to choose it. */
export function CardActions({ product, dealerOnly = false }: { product: ProductCardView; dealerOnly?: boolean }) {
  const { t, user } = useShell()
  const { add } = useCart()
  const ready = useReadyToAct()
  // A dealer adds a whole case; goods for dealers only are chosen on their page by anyone else.
  const trade = useTradePrices()?.[product.id] ?? null
  const reserved = dealerOnly && !trade
  return (
    <div className="card-actions">
      <WishlistButton item={wishlistItemFrom(product)} />
      {product.fragrances.length === 0 && !reserved ? (
        <button
          type="button"
          className="btn btn-small"
          disabled={!product.instock || (Boolean(user?.dealer) && !trade)}
          aria-disabled={ready ? undefined : true}
          onClick={() => void add(lineFromProduct(product, trade ? { quantity: trade.casePack } : undefined))}
          aria-label={product.instock ? `${t.product.addToCart}: ${product.name}` : undefined}
        >
          {/* Short on the card (one row with the heart, even on a phone); the name says it in full. */}
          {product.instock ? t.product.addShort : t.product.outOfStock}
        </button>
      ) : (
        // A fragrance is chosen on the product page: the card links there, so every card has an action.
        // Its purpose is clear within the card (named by its heading); the name stays out of the link text
        // so a search for the product's link finds the title alone.
        <Link href={`/shop/${product.url}`} className="btn btn-small btn-outline">
          {t.product.choose}
        </Link>
      )}
    </div>
  )
}
