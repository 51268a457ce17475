import { isLang } from '@/i18n/locales'
import { getListingFacts } from '@/features/products/server'

export const dynamic = 'force-dynamic'

/**
 * The language's categories and fragrances as the shop spells them, its number of products and the page
 * size: what the proxy checks a listing URL against before any page is rendered or cached (ADR 0040).
 * Nothing the filter menu does not already show; read from the data cache, revalidated with the products.
 */
export async function GET(request: Request) {
  const lang = new URL(request.url).searchParams.get('lang')
  if (!isLang(lang)) return new Response(null, { status: 404 })
  return Response.json(await getListingFacts(lang), { headers: { 'cache-control': 'no-store' } })
}
