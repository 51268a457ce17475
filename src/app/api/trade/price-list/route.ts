import { NextResponse } from 'next/server'
import { publishedStockPages } from '@/features/products/server'
import { activeDealer, getProductTerms, type PriceListRow } from '@/features/dealers/server'
import { priceListCsvParts, priceListPdf, priceListRows } from '@/features/dealers/server'
import { endpoint } from '@/features/sign-in/request'
import { italianDay } from '@/features/invoices/server'
import { jsonError } from '@/lib/http'
import { textStream } from '@/lib/text-stream'

/**
 * A signed-in dealer's price list to download, CSV or PDF (`?format=pdf`), in its language. Anyone else: 403.
 * Every published product, read a page at a time: the CSV is written as it is read; the PDF needs the
 * whole table at once.
 */
export const GET = endpoint({ who: 'signed-in' }, async ({ payload, user, lang, t, request }) => {
  const dealer = await activeDealer(user, payload)
  if (!dealer) return jsonError(403, t.admin.forbidden)
  const terms = await getProductTerms()
  const pdf = new URL(request.url).searchParams.get('format') === 'pdf'
  const name = `${t.account.trade.file}-${italianDay(new Date())}.${pdf ? 'pdf' : 'csv'}`
  const headers = {
    'content-type': pdf ? 'application/pdf' : 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${name}"`,
    'cache-control': 'private, no-store',
  }
  if (!pdf)
    return new NextResponse(textStream(priceListCsvParts(publishedStockPages(lang), terms, dealer.percentOff, lang)), {
      headers,
    })
  const rows: PriceListRow[] = []
  for await (const page of publishedStockPages(lang)) rows.push(...priceListRows(page, terms, dealer.percentOff))
  return new NextResponse(new Uint8Array(await priceListPdf(rows, dealer, lang)), { headers })
})
