import Link from 'next/link'
import { jsonLdText } from '@/lib/json-ld'
import { RichText } from '@/features/content/server'
import { type Lang } from '@/i18n/locales'
import { pickMessages, type Messages } from '@/i18n/messages'
import { PageMessages } from '@/features/ui/client'
import { reviewsJsonLd } from '@/features/reviews/server'
import { ReviewsTab } from '@/features/reviews/server'
import { orderReviews } from '@/features/reviews/server'
import { getProductReviews } from '@/features/reviews/server'
import { env } from '@/lib/env'
import { Picture } from '@/lib/picture'
import { getRelatedProducts } from '@/features/products/server'
import { getSeller } from '@/features/seller/server'
import { ProductGallery, type GallerySlide } from './ProductGallery'
import { ProductGrid } from './ProductCard'
import { ProductPurchase } from './ProductPurchase'
import { ProductSafety } from './ProductSafety'
import { ProductTabs, type Tab } from './ProductTabs'
import type { ProductView } from '@/features/products/types'
import { PRODUCT_PHOTO } from './photo'
import './product.css'

/** `brand`: the seller's name, as the product feeds send it (features/feeds), so the two match. */
function jsonLd(p: ProductView, lang: Lang, brand: string, reviews: Record<string, unknown>) {
  const url = `${env.siteUrl}/shop/${p.url}?lang=${lang}`
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    sku: p.sku,
    description: p.summary,
    category: p.category,
    image: p.images.map((i) => `${env.siteUrl}${i.url}`),
    brand: { '@type': 'Brand', name: brand },
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'EUR',
      price: p.price.toFixed(2),
      // A sale price holds until the sale ends (its day, as schema.org's Date).
      ...(p.saleEnds ? { priceValidUntil: p.saleEnds.slice(0, 10) } : {}),
      availability: p.instock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    ...reviews,
  }
}

/** The gallery's pictures, drawn here so the browser needs no image component; the first is the page's largest paint. */
function gallerySlides(p: ProductView): GallerySlide[] {
  const images = p.images.length ? p.images : p.mainimage ? [p.mainimage] : []
  return images.map((img, i) => ({
    key: img.url,
    main: (
      <Picture
        src={img.url}
        alt={img.alt || p.name}
        {...PRODUCT_PHOTO}
        lcp={i === 0}
        sourceWidth={img.width}
        data-testid="main-image"
      />
    ),
    thumb: <Picture src={img.url} alt="" width={96} height={96} sizes="96px" />,
  }))
}

export async function ProductPage({ product: p, lang, t }: { product: ProductView; lang: Lang; t: Messages }) {
  const [related, { summary, reviews }] = await Promise.all([getRelatedProducts(lang, p), getProductReviews(p.id)])
  const ordered = orderReviews(reviews, lang, 'newest')
  const brand = (await getSeller()).name
  const tabs: Tab[] = [
    { id: 'description', label: t.product.tabs.description, content: <RichText data={p.description} /> },
  ]
  if (p.howTo) {
    tabs.push({
      id: 'how-to',
      label: t.product.tabs.howTo,
      content: (
        <div className="prose">
          {p.howTo.title ? <h3>{p.howTo.title}</h3> : null}
          <ul className="tips">
            {p.howTo.tips.map((tip, i) => (
              <li key={i}>
                {tip.icon ? <Picture src={tip.icon.url} alt="" width={32} height={32} sizes="32px" /> : null}
                {tip.tip}
              </li>
            ))}
          </ul>
          {p.howTo.warning ? (
            <p className="warning">
              <strong>{t.product.warning}:</strong> {p.howTo.warning}
            </p>
          ) : null}
          {p.howTo.text ? <p>{p.howTo.text}</p> : null}
        </div>
      ),
    })
  }
  if (p.additional)
    tabs.push({ id: 'additional', label: t.product.tabs.additional, content: <RichText data={p.additional} /> })
  tabs.push({
    id: 'review',
    label: t.product.tabs.review,
    content: <ReviewsTab summary={summary} reviews={reviews} lang={lang} t={t} />,
  })
  if (p.shipping) tabs.push({ id: 'shipping', label: t.product.tabs.shipping, content: <RichText data={p.shipping} /> })
  if (p.returns) tabs.push({ id: 'returns', label: t.product.tabs.returns, content: <RichText data={p.returns} /> })

  return (
    <div className="container section">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: jsonLdText(jsonLd(p, lang, brand || t.meta.siteName, reviewsJsonLd(summary, ordered))),
        }}
      />
      <nav aria-label={t.product.breadcrumb} className="breadcrumb">
        <ol>
          <li>
            <Link href="/">{t.nav.home}</Link>
          </li>
          <li>
            <Link href={p.category ? `/shop?category=${encodeURIComponent(p.category)}` : '/shop'}>
              {p.category || t.product.allProducts}
            </Link>
          </li>
          <li aria-current="page">{p.name}</li>
        </ol>
      </nav>
      <div className="product-layout">
        <ProductGallery key={p.id} slides={gallerySlides(p)} />
        <div className="product-info">
          <h1>{p.name}</h1>
          <dl className="meta-list">
            <div>
              <dt>{t.product.sku}</dt>
              <dd>{p.sku}</dd>
            </div>
            <div>
              <dt>{t.product.category}</dt>
              <dd>{p.category}</dd>
            </div>
            {p.tags ? (
              <div>
                <dt>{t.product.tags}</dt>
                <dd>{p.tags}</dd>
              </div>
            ) : null}
          </dl>
          {p.summary ? <p className="summary">{p.summary}</p> : null}
          <PageMessages messages={p.instock && !p.soldOutFragrances.length ? {} : pickMessages(t, ['stockAlert'])}>
            <ProductPurchase
              product={{
                id: p.id,
                name: p.name,
                url: p.url,
                price: p.price,
                reduction: p.reduction ?? null,
                instock: p.instock,
                mainimage: p.mainimage,
                overlayimage: p.overlayimage,
                fragrances: p.fragrances,
                soldOutFragrances: p.soldOutFragrances,
                sets: p.sets,
                sku: p.sku,
                type: p.type,
                dealerOnly: p.dealerOnly,
              }}
            />
          </PageMessages>
        </div>
      </div>
      <ProductTabs tabs={tabs} />
      <ProductSafety safety={p.safety} t={t} />
      {related.length ? (
        <section className="section" aria-labelledby="related-title">
          <h2 id="related-title">{t.product.related}</h2>
          <ProductGrid products={related} className="grid-related" />
        </section>
      ) : null}
    </div>
  )
}
