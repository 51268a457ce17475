import { NextResponse } from 'next/server'
import { isLang } from '@/i18n/locales'
import { suggest } from '@/features/search/server'
import { displayQuery } from '@/features/search/server'
import { endpoint } from '@/features/sign-in/request'

/**
 * The header's suggestions: GET /api/search?q=…&lang=it|en. Any input answers 200 (with suggestions or
 * none); the answer depends only on the URL, so browsers and shared caches may keep it for a minute.
 * Limited per client address like the other public endpoints.
 */
export const GET = endpoint(
  { limit: { policy: 'search:ip', message: (t) => t.search.tooMany } },
  async ({ request, lang: requestLang }) => {
    const url = new URL(request.url)
    const asked = url.searchParams.get('lang')
    const lang = isLang(asked) ? asked : requestLang
    const q = displayQuery(url.searchParams.get('q'))
    const body = q.length >= 2 ? await suggest(q, lang) : { products: [], categories: [], pages: [] }
    return NextResponse.json(
      { query: q, ...body },
      { headers: { 'cache-control': 'public, max-age=60, s-maxage=300', vary: 'accept-encoding' } },
    )
  },
)
