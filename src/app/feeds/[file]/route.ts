import { etagMatches, feedFile } from '@/features/feeds'
import { openFeed } from '@/features/feeds/server'
import { messages } from '@/i18n/messages'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ file: string }> }

/**
 * The product feeds (README "Product feeds"): /feeds/google-it.xml, google-en, meta-it, meta-en. The
 * ETag is the cached generation's (features/feeds/data.ts), so a 304 and a HEAD read no part; a 200
 * streams the parts one at a time. Any other name answers 404.
 */
async function answer(request: Request, { params }: Context, body: boolean): Promise<Response> {
  const feed = feedFile((await params).file)
  if (!feed)
    return new Response(body ? `${messages.it.notFound.title} / ${messages.en.notFound.title}\n` : null, {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  const file = await openFeed(feed.format, feed.lang)
  const headers = { ETag: file.etag, 'Cache-Control': 'public, max-age=900' }
  if (etagMatches(request.headers.get('if-none-match'), file.etag)) return new Response(null, { status: 304, headers })
  return new Response(body ? file.stream() : null, {
    headers: { ...headers, 'Content-Type': 'application/xml; charset=utf-8' },
  })
}

export const GET = (request: Request, context: Context) => answer(request, context, true)
export const HEAD = (request: Request, context: Context) => answer(request, context, false)
