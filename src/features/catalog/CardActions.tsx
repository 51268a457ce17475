'use client'

import Link from 'next/link'
import { lineFromProduct } from '@/features/cart/line'
import { useCart } from '@/features/cart/CartProvider'
import { useShell } from '@/features/shell/ShellProvider'
import { useReadyToAct } from '@/features/shell/useHydrated'
import { wishlistItemFrom } from '@/features/wishlist/item'
import { WishlistButton } from '@/features/wishlist/WishlistButton'
import type { ProductCardView } from './types'

/** Card actions: wishlist toggle, and add-to-cart — or, when a fragrance must be chosen, a link to choose it. */
export function CardActions({ product }: { product: ProductCardView }) {
  const { t } = useShell()
  const { add } = useCart()
  const ready = useReadyToAct()
  return (
    <div className="card-actions">
      <WishlistButton item={wishlistItemFrom(product)} />
      {product.fragrances.length === 0 ? (
        <button
          type="button"
          className="btn btn-small"
          disabled={!product.instock}
          aria-disabled={ready ? undefined : true}
          onClick={() => void add(lineFromProduct(product))}
          aria-label={product.instock ? `${t.product.addToCart}: ${product.name}` : undefined}
        >
          {product.instock ? t.product.addToCart : t.product.outOfStock}
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
