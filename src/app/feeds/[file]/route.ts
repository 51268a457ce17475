import crypto from 'node:crypto'
import { feedFile } from '@/features/feeds'
import { getFeed } from '@/features/feeds/server'
import { messages } from '@/i18n/messages'

export const dynamic = 'force-dynamic'

/**
 * The product feeds (README "Product feeds"): /feeds/google-it.xml, google-en, meta-it, meta-en. Built
 * from the cache (features/feeds/data.ts); the ETag lets Merchant Center and Commerce Manager fetch a
 * file again only when it changed. Any other name answers 404.
 */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const feed = feedFile((await params).file)
  if (!feed)
    return new Response(`${messages.it.notFound.title} / ${messages.en.notFound.title}\n`, {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  const xml = await getFeed(feed.format, feed.lang)
  const etag = `"${crypto.createHash('sha1').update(xml).digest('base64url')}"`
  const headers = { ETag: etag, 'Cache-Control': 'public, max-age=900' }
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  return new Response(xml, { headers: { ...headers, 'Content-Type': 'application/xml; charset=utf-8' } })
}
