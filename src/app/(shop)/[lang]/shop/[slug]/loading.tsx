// The route's sheets in the order its page imports them: the listings' rules, then the product page's.
import '@/features/catalog/listing.css'
import '@/features/catalog/product.css'

/** Shown during client navigation while the product loads (no artificial delay). */
export default function Loading() {
  return (
    <div className="container section product-layout" aria-busy="true">
      <div className="skeleton skeleton-square" />
      <div className="stack">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="skeleton skeleton-line" />
        ))}
      </div>
    </div>
  )
}
