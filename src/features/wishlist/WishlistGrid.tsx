'use client'

import Image from 'next/image'
import Link from 'next/link'
import { formatPrice } from '@/i18n/config'
import { Icon } from '@/features/ui'
import { iconTrash } from '@/features/ui'
import { useShell } from '@/features/ui/client'
import { useWishlist } from './WishlistProvider'

/** The wishlist page: product cards (3 columns on large screens), each with a remove icon. */
export function WishlistGrid() {
  const { t } = useShell()
  const { items, remove } = useWishlist()
  if (!items.length) {
    return (
      <div className="empty">
        <p>{t.wishlist.empty}</p>
        <Link href="/shop" className="btn">
          {t.wishlist.continue}
        </Link>
      </div>
    )
  }
  return (
    <ul className="product-grid grid-3">
      {items.map((i) => (
        <li key={i.id}>
          <article className="card">
            <Link href={`/shop/${i.url}`} className="card-media" tabIndex={-1} aria-hidden="true">
              {i.image ? (
                <Image src={i.image} alt={i.name} width={600} height={600} sizes="(min-width: 640px) 30vw, 50vw" />
              ) : null}
              {i.overlayImage ? (
                <Image
                  src={i.overlayImage}
                  alt=""
                  width={600}
                  height={600}
                  sizes="(min-width: 640px) 30vw, 50vw"
                  className="card-overlay"
                />
              ) : null}
            </Link>
            <div className="card-body row-between">
              <div>
                <h2 className="card-title">
                  <Link href={`/shop/${i.url}`}>{i.name}</Link>
                </h2>
                <p className="price">{formatPrice(i.price)}</p>
              </div>
              <button
                type="button"
                className="icon-btn"
                onClick={() => remove(i.id)}
                aria-label={`${t.product.removeFromWishlist}: ${i.name}`}
              >
                <Icon d={iconTrash} size={18} />
              </button>
            </div>
          </article>
        </li>
      ))}
    </ul>
  )
}
