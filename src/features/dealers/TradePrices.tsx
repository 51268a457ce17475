'use client'

import { useEffect, useState, type ReactNode } from 'react'
import { formatPrice } from '@/i18n/config'
import { useShell } from '@/features/ui/client'
import { jsonFetch } from '@/lib/json-fetch'

/** One product's trade terms as the dealer's own endpoint gives them (net of VAT). */
export type TradeTerms = { price: number; sets: { number: number; price: number }[]; casePack: number }
type Prices = Record<string, TradeTerms>

/** One request per page load and account: every card and the product page share it. */
let asked: { user: string; prices: Promise<Prices | null> } | null = null

/**
 * A signed-in dealer's trade terms, asked after the first paint (`/api/trade/prices`); null for everyone
 * else and until the answer comes. The page's HTML, cached for all, only ever holds consumer prices.
 */
export function useTradePrices(): Prices | null {
  const { user } = useShell()
  const dealer = user?.dealer ? user.id : null
  const [prices, setPrices] = useState<{ user: string; prices: Prices } | null>(null)
  useEffect(() => {
    if (!dealer) return
    if (asked?.user !== dealer)
      asked = {
        user: dealer,
        prices: jsonFetch<{ products: Prices }>('/api/trade/prices').then((b) => b?.products ?? null),
      }
    let current = true
    void asked.prices.then((p) => current && p && setPrices({ user: dealer, prices: p }))
    return () => {
      current = false
    }
  }, [dealer])
  return dealer && prices?.user === dealer ? prices.prices : null
}

/** A card's price: the consumer price as rendered for everyone, or the dealer's trade price once known. */
export function TradePrice({ productId, children }: { productId: string; children: ReactNode }) {
  const prices = useTradePrices()
  const { t } = useShell()
  const terms = prices?.[productId]
  if (!terms) return <>{children}</>
  return (
    <p className="price" data-testid="trade-price">
      {formatPrice(terms.price)} <small className="muted">{t.product.vatExcluded}</small>
    </p>
  )
}
