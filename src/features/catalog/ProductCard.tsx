import Link from 'next/link'
import { fillCount, formatPrice } from '@/i18n/config'
import type { Lang } from '@/i18n/locales'
import type { RatingSummary } from '@/features/reviews/server'
import { getRatings } from '@/features/reviews/server'
import { Stars } from '@/features/reviews/server'
import type { Messages } from '@/i18n/messages'
import { getMessages } from '@/i18n/server'
import { PriceReduction } from '@/features/pricing'
import { TradePrice } from '@/features/dealers/client'
import { Picture } from '@/lib/picture'
import { CardActions } from './CardActions'
import { CARD_PHOTO, CARD_SIZES } from './photo'
import type { ProductCardView } from '@/features/products/types'

/**
 * Main image with the overlay image on hover (downloaded only where a pointer can hover), name, price
 * (EUR, de-DE), wishlist and add-to-cart. The main image is marked `data-warm-photo`: pointing at or
 * focusing the card warms the product page's photo (PhotoWarmer).
 */
export function ProductCard({
  product,
  priceText,
  priority = false,
  headingLevel = 3,
  rating,
}: {
  product: ProductCardView
  priceText: Messages['price']
  priority?: boolean
  headingLevel?: 2 | 3
  /** The published reviews' stars and count, with the texts to say them. */
  rating?: { summary: RatingSummary; m: Messages['reviews']; lang: Lang } | null
}) {
  const H = `h${headingLevel}` as 'h2' | 'h3'
  const card: ProductCardView = {
    id: product.id,
    name: product.name,
    url: product.url,
    price: product.price,
    reduction: product.reduction ?? null,
    instock: product.instock,
    mainimage: product.mainimage,
    overlayimage: product.overlayimage,
    fragrances: product.fragrances,
    sets: product.sets,
    sku: product.sku,
    type: product.type,
  }
  return (
    <article className="card">
      {/* The title link is the one announced; the picture repeats it for pointer users only. */}
      <Link href={`/shop/${product.url}`} className="card-media" tabIndex={-1} aria-hidden="true">
        {product.mainimage ? (
          <Picture
            src={product.mainimage.url}
            alt={product.mainimage.alt || product.name}
            {...CARD_PHOTO}
            sizes={CARD_SIZES}
            lcp={priority}
            data-warm-photo
            sourceWidth={product.mainimage.width}
          />
        ) : null}
        {product.overlayimage ? (
          <Picture
            src={product.overlayimage.url}
            alt=""
            width={CARD_PHOTO.width}
            height={CARD_PHOTO.height}
            sizes={CARD_SIZES}
            className="card-overlay"
            fetchPriority="low"
            quality={60}
            hoverOnly
            sourceWidth={product.overlayimage.width}
          />
        ) : null}
      </Link>
      <div className="card-body">
        <H className="card-title">
          <Link href={`/shop/${product.url}`}>{product.name}</Link>
        </H>
        {rating?.summary.count ? (
          <p className="card-rating">
            <Stars value={rating.summary.average} m={rating.m} lang={rating.lang} />{' '}
            <span className="muted">
              ({rating.summary.count}
              <span className="visually-hidden"> {fillCount(rating.m.count, { count: rating.summary.count })}</span>)
            </span>
          </p>
        ) : null}
        {/* A dealer sees its trade price here once its page asked for it (never in this cached HTML). */}
        <TradePrice productId={product.id}>
          <p className="price">{formatPrice(product.price)}</p>
          <PriceReduction reduction={product.reduction} m={priceText} />
        </TradePrice>
      </div>
      <CardActions product={card} dealerOnly={'dealerOnly' in product && Boolean(product.dealerOnly)} />
    </article>
  )
}

export async function ProductGrid({
  products,
  className = 'grid-4',
  priorityCount = 0,
}: {
  products: ProductCardView[]
  className?: string
  priorityCount?: number
}) {
  const [{ t, lang }, ratings] = await Promise.all([getMessages(), getRatings()])
  return (
    <ul className={`product-grid ${className}`}>
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard
            product={p}
            priceText={t.price}
            priority={i < priorityCount}
            rating={ratings[p.id] ? { summary: ratings[p.id]!, m: t.reviews, lang } : null}
          />
        </li>
      ))}
    </ul>
  )
}
