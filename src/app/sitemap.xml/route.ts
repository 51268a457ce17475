import { sitemapRoot } from '@/features/products/server'
import { cached } from '@/lib/cache'
import { env } from '@/lib/env'
import { getShopPayload } from '@/payload/shop-payload'

export const dynamic = 'force-dynamic'

/**
 * The sitemap, or its index once it would pass 50,000 addresses (features/products/sitemap.ts): joined from
 * entries kept in the data cache until a product changes (the products tag), not read on every request.
 */
export async function GET() {
  const xml = await sitemapRoot(await getShopPayload(), env.siteUrl, cached)
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
