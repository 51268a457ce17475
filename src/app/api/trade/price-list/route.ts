import { NextResponse } from 'next/server'
import { getPublishedProducts } from '@/features/products/server'
import { activeDealer, getProductTerms } from '@/features/dealers/server'
import { priceListCsv, priceListPdf, priceListRows } from '@/features/dealers/server'
import { endpoint } from '@/features/sign-in/request'
import { italianDay } from '@/features/invoices/server'
import { jsonError } from '@/lib/http'

/** A signed-in dealer's price list to download, CSV or PDF (`?format=pdf`), in its language. Anyone else: 403. */
export const GET = endpoint({ who: 'signed-in' }, async ({ payload, user, lang, t, request }) => {
  const dealer = await activeDealer(user, payload)
  if (!dealer) return jsonError(403, t.admin.forbidden)
  const rows = priceListRows(await getPublishedProducts(lang), await getProductTerms(), dealer.percentOff)
  const pdf = new URL(request.url).searchParams.get('format') === 'pdf'
  const name = `${t.account.trade.file}-${italianDay(new Date())}.${pdf ? 'pdf' : 'csv'}`
  const headers = {
    'content-type': pdf ? 'application/pdf' : 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${name}"`,
    'cache-control': 'private, no-store',
  }
  return new NextResponse(pdf ? new Uint8Array(await priceListPdf(rows, dealer, lang)) : priceListCsv(rows, lang), {
    headers,
  })
})
