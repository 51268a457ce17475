'use client'

import { lineFromProduct } from '@/features/cart/line'
import { useCart } from '@/features/cart/CartProvider'
import { useShell } from '@/features/shell/ShellProvider'
import { useHydrated } from '@/features/shell/useHydrated'
import { wishlistItemFrom } from '@/features/wishlist/item'
import { WishlistButton } from '@/features/wishlist/WishlistButton'
import type { ProductCardView } from './types'

/** Card buttons: wishlist toggle, and add-to-cart unless the product needs a fragrance choice. */
export function CardActions({ product }: { product: ProductCardView }) {
  const { t } = useShell()
  const { add } = useCart()
  const hydrated = useHydrated()
  return (
    <div className="card-actions">
      <WishlistButton item={wishlistItemFrom(product)} />
      {product.fragrances.length === 0 ? (
        <button
          type="button"
          className="btn btn-small"
          disabled={!product.instock}
          aria-disabled={hydrated ? undefined : true}
          onClick={() => add(lineFromProduct(product))}
          aria-label={product.instock ? `${t.product.addToCart}: ${product.name}` : undefined}
        >
          {product.instock ? t.product.addToCart : t.product.outOfStock}
        </button>
      ) : null}
    </div>
  )
}
