'use client'

import { lineFromProduct } from '@/features/cart/line'
import { useCart } from '@/features/cart/CartProvider'
import { useShell } from '@/features/shell/ShellProvider'
import { WishlistButton } from '@/features/wishlist/WishlistButton'
import type { ProductCardView } from './types'

/** Card buttons: wishlist toggle, and add-to-cart unless the product needs a fragrance choice. */
export function CardActions({ product }: { product: ProductCardView }) {
  const { t } = useShell()
  const { add } = useCart()
  return (
    <div className="card-actions">
      <WishlistButton
        item={{ id: product.id, name: product.name, price: product.price, url: product.url, image: product.mainimage?.url ?? '', overlayImage: product.overlayimage?.url ?? '' }}
      />
      {product.fragrances.length === 0 ? (
        <button
          type="button"
          className="btn btn-small"
          disabled={!product.instock}
          onClick={() => add(lineFromProduct(product))}
          aria-label={product.instock ? `${t.product.addToCart}: ${product.name}` : undefined}
        >
          {product.instock ? t.product.addToCart : t.product.outOfStock}
        </button>
      ) : null}
    </div>
  )
}
