import { NextResponse } from 'next/server'
import { activeDealer, getProductTerms } from '@/features/dealers/server'
import { tradePrices } from '@/features/dealers'
import { endpoint } from '@/features/sign-in/request'
import { jsonError } from '@/lib/http'

/**
 * A signed-in dealer's trade prices (net of VAT) and case packs for every product, asked by the page after
 * its first paint: storefront pages are cached for everyone (ADR 0017, 0026) and never carry them.
 * Anyone else: 403. Never stored by a cache.
 */
export const GET = endpoint({ who: 'signed-in' }, async ({ payload, user, t }) => {
  const dealer = await activeDealer(user, payload)
  if (!dealer) return jsonError(403, t.admin.forbidden)
  const products = Object.fromEntries(
    [...(await getProductTerms()).values()].map((p) => [
      p.id,
      { ...tradePrices(p, dealer.percentOff), casePack: p.casePack },
    ]),
  )
  return NextResponse.json({ products }, { headers: { 'cache-control': 'private, no-store' } })
})
