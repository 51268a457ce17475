import type { ReactNode } from 'react'
import '@/features/catalog/listing.css'
import '@/features/ui/visitor-pages.css'

/**
 * Pages rendered for one visitor at each request: they read the session or the request's query. Every
 * other storefront page is rendered once per language and cached (ADR 0017). The proxy gives these
 * pages a per-response script nonce (`rendersPerVisitor` in lib/csp.ts lists the same paths; a unit
 * test keeps the two in step). Their own rules come with this layout (features/ui/visitor-pages.css):
 * the cached pages do not inline them.
 */
export const dynamic = 'force-dynamic'

export default function PerVisitorLayout({ children }: { children: ReactNode }) {
  return children
}
