import { getRatings } from '@/features/reviews/server'
import type { ListingParams } from '@/features/products'
import type { ListingResult } from '@/features/products/server'
import { getMessages } from '@/i18n/server'
import { ProductCard } from './ProductCard'
import { listingOf, nextBatch, showMoreHref } from './show-more'
import { ShowMoreGrid } from './ShowMore'

/**
 * The page's cards, each rendered here as everywhere (ProductCard), handed to the grid that can show the
 * next pages under them ("show more", ADR 0044). Like every listing page, nothing in it is the visitor's.
 */
export async function ShopGrid({ res, params }: { res: ListingResult; params: ListingParams }) {
  const [{ t, lang }, ratings] = await Promise.all([getMessages(), getRatings()])
  const cards = res.products.map((p, i) => ({
    id: p.id,
    card: (
      <ProductCard
        product={p}
        priceText={t.price}
        priority={i < 2}
        rating={ratings[p.id] ? { summary: ratings[p.id]!, m: t.reviews, lang } : null}
      />
    ),
  }))
  const next = nextBatch(res.total, res.pageSize, params.page)
  const href = showMoreHref(params, res.total, res.pageSize)
  const listing = listingOf(params, lang)
  return (
    <ShowMoreGrid
      key={`${listing}#${params.page}`}
      listing={listing}
      page={params.page}
      cards={cards}
      more={next && href ? { href, count: next.count } : null}
    />
  )
}
