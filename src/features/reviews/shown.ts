import { cached, cacheTags } from '@/lib/cache'
import { getShopPayload } from '@/payload/shop-payload'
import { parseLang, type Lang } from '@/i18n/locales'
import { summarise, type RatingSummary } from './rules'

/** A published review as the product page shows it (no address, no order: the author's shown name only). */
export type PublishedReview = {
  id: string
  author: string
  lang: Lang
  rating: number
  text: string
  reply: string
  writtenAt: string
  edited: boolean
  helpful: number
}

async function loadPublished(): Promise<Record<string, PublishedReview[]>> {
  const payload = await getShopPayload()
  const res = await payload.find({
    collection: 'reviews',
    where: { status: { equals: 'published' } },
    depth: 0,
    limit: 0,
    pagination: false,
    sort: '-writtenAt',
    overrideAccess: true,
    select: {
      product: true,
      author: true,
      lang: true,
      rating: true,
      text: true,
      reply: true,
      writtenAt: true,
      editedAt: true,
      helpful: true,
    },
  })
  const byProduct: Record<string, PublishedReview[]> = {}
  for (const r of res.docs) {
    const product = String(typeof r.product === 'object' ? r.product.id : r.product)
    ;(byProduct[product] ??= []).push({
      id: String(r.id),
      author: r.author,
      lang: parseLang(r.lang),
      rating: r.rating,
      text: r.text,
      reply: r.reply ?? '',
      writtenAt: r.writtenAt,
      edited: Boolean(r.editedAt),
      helpful: r.helpful ?? 0,
    })
  }
  return byProduct
}

/**
 * Every published review by product, cached for every visitor until a review is published, refused,
 * answered or edited (the `reviews` tag): the same for both languages (the page orders them).
 */
export const getPublishedReviews = (): Promise<Record<string, PublishedReview[]>> =>
  cached(loadPublished, ['reviews'], [cacheTags.reviews])()

/** A product's published reviews and their summary. */
export async function getProductReviews(
  productId: string,
): Promise<{ summary: RatingSummary; reviews: PublishedReview[] }> {
  const reviews = (await getPublishedReviews())[productId] ?? []
  return { summary: summarise(reviews.map((r) => r.rating)), reviews }
}

/** The stars and count of every reviewed product (the shop's cards). */
export async function getRatings(): Promise<Record<string, RatingSummary>> {
  const all = await getPublishedReviews()
  return Object.fromEntries(Object.entries(all).map(([id, rs]) => [id, summarise(rs.map((r) => r.rating))]))
}
