import { sitemapFile } from '@/features/products/server'
import { messages } from '@/i18n/messages'
import { cached } from '@/lib/cache'
import { env } from '@/lib/env'
import { getShopPayload } from '@/payload/shop-payload'

export const dynamic = 'force-dynamic'

/** One file of the sitemap's index: /sitemaps/0.xml the shop's pages, /sitemaps/{n}.xml a page of products. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const m = /^(\d{1,4})\.xml$/.exec((await params).file)
  const xml = m ? await sitemapFile(await getShopPayload(), env.siteUrl, Number(m[1]), cached) : null
  if (!xml)
    return new Response(`${messages.it.notFound.title} / ${messages.en.notFound.title}\n`, {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
