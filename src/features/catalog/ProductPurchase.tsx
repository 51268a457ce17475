'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { lineFromProduct } from '@/features/cart'
import { QuantityControl } from '@/features/cart/client'
import { useCart } from '@/features/cart/client'
import { fill, formatPrice } from '@/i18n/config'
import { Icon } from '@/features/ui'
import { iconShare } from '@/features/ui'
import { useShell } from '@/features/ui/client'
import { useChoiceMadeEarly, useReadyToAct } from '@/features/ui/client'
import { wishlistItemFrom } from '@/features/wishlist'
import { WishlistButton } from '@/features/wishlist/client'
import type { ProductCardView } from '@/features/products/types'
import { setPrice } from '@/features/cart'
import { PriceReduction } from '@/features/pricing'
import { useTradePrices } from '@/features/dealers/client'
import { BackInStockForm } from '@/features/stock-alerts/client'

/** Sticky bar threshold from the spec. */
const STICKY_AFTER_PX = 500

/** Fragrance and set choice, quantity, add to cart, wishlist, share — and the sticky bottom bar sharing the same state. */
export function ProductPurchase({
  product: p,
}: {
  product: ProductCardView & { soldOutFragrances?: string[]; dealerOnly?: boolean }
}) {
  const { t, overlay, toast, user } = useShell()
  const { add } = useCart()
  const [fragrance, setFragrance] = useState('')
  const [sets, setSets] = useState('')
  const [quantity, setQuantity] = useState(1)
  const [busy, setBusy] = useState(false)
  const [sticky, setSticky] = useState(false)
  const ids = { fragrance: useId(), sets: useId() }
  const fragranceField = useRef<HTMLSelectElement>(null)
  const setsField = useRef<HTMLSelectElement>(null)
  useChoiceMadeEarly(fragranceField, fragrance, setFragrance)
  useChoiceMadeEarly(setsField, sets, setSets)

  useEffect(() => {
    const onScroll = () => setSticky(window.scrollY > STICKY_AFTER_PX)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  const needsFragrance = p.fragrances.length > 0 && !fragrance
  const needsSet = p.sets.length > 0 && !sets
  const ready = useReadyToAct()
  // A dealer's trade terms (features/dealers), asked after the first paint: price, sets and case pack.
  const trade = useTradePrices()?.[p.id] ?? null
  const pack = trade?.casePack ?? 1
  const reserved = Boolean(p.dealerOnly) && !trade
  // A dealer's page waits for its trade terms before adding (a whole case, at its price).
  const termsPending = Boolean(user?.dealer) && !trade
  const disabled = busy || !p.instock || needsFragrance || needsSet || reserved || termsPending
  const { set } = setPrice(p, sets)
  const price = trade ? setPrice(trade, sets).price : setPrice(p, sets).price
  const reduction = trade ? null : ((set ? set.reduction : p.reduction) ?? null)
  const label = reserved
    ? t.product.dealerOnly
    : !p.instock
      ? t.product.outOfStock
      : busy
        ? t.product.adding
        : t.product.addToCart
  // In whole cases for a dealer: the quantity starts at one case and moves by cases.
  const shownQuantity = Math.max(pack, Math.ceil(quantity / pack) * pack)
  const changeQuantity = (d: number) =>
    setQuantity((q) =>
      Math.max(pack, Math.min(Math.floor(99 / pack) * pack, Math.max(pack, Math.ceil(q / pack) * pack) + d * pack)),
    )

  // Signed in, the add is a write to the account: the button says so and waits for the answer.
  const addToCart = async () => {
    if (disabled || !ready) return
    setBusy(true)
    try {
      await add(lineFromProduct(p, { quantity: shownQuantity, fragrance, sets }))
    } finally {
      setBusy(false)
    }
  }

  const share = async () => {
    const url = window.location.href.split('?')[0]
    if (navigator.share) {
      await navigator.share({ title: p.name, url }).catch(() => undefined)
    } else {
      await navigator.clipboard?.writeText(url).catch(() => undefined)
      toast(t.product.linkCopied)
    }
  }

  const addButton = (
    <button
      type="button"
      className="btn"
      disabled={disabled}
      aria-disabled={ready ? undefined : true}
      onClick={() => void addToCart()}
    >
      {label}
    </button>
  )

  return (
    <div className="purchase">
      {/* The price once: it follows the chosen set. */}
      <p className="price-big">
        <span aria-live="polite" data-testid="price">
          {formatPrice(price)}
        </span>{' '}
        <small className="muted">{trade ? t.product.vatExcluded : t.product.vatIncluded}</small>
      </p>
      {pack > 1 ? <p className="muted">{fill(t.product.casePack, { pack })}</p> : null}
      {reserved ? <p className="muted">{t.product.dealerOnly}</p> : null}
      <PriceReduction reduction={reduction} m={t.price} />
      {p.fragrances.length ? (
        <p className="field">
          <label htmlFor={ids.fragrance}>{t.product.fragrance}</label>
          <select
            ref={fragranceField}
            id={ids.fragrance}
            value={fragrance}
            onChange={(e) => setFragrance(e.target.value)}
            required
          >
            <option value="">{t.product.chooseFragrance}</option>
            {p.fragrances.map((f) => {
              const soldOut = p.soldOutFragrances?.includes(f) ?? false
              return (
                <option key={f} value={f} disabled={soldOut}>
                  {soldOut ? `${f} — ${t.product.outOfStock}` : f}
                </option>
              )
            })}
          </select>
        </p>
      ) : null}
      {p.sets.length ? (
        <p className="field">
          <label htmlFor={ids.sets}>{t.product.set}</label>
          <select ref={setsField} id={ids.sets} value={sets} onChange={(e) => setSets(e.target.value)} required>
            <option value="">{t.product.chooseSet}</option>
            {p.sets.map((s) => (
              <option key={s.number} value={String(s.number)}>
                {fill(t.product.setOf, { number: s.number })} —{' '}
                {formatPrice(trade?.sets.find((x) => x.number === s.number)?.price ?? s.price)}
              </option>
            ))}
          </select>
        </p>
      ) : null}
      <div className="purchase-row">
        <QuantityControl value={shownQuantity} min={pack} label={p.name} onChange={changeQuantity} />
        {addButton}
        <WishlistButton item={wishlistItemFrom(p)} />
        <button type="button" className="icon-btn" onClick={share} aria-label={t.product.share}>
          <Icon d={iconShare} />
        </button>
      </div>
      {!p.instock || p.soldOutFragrances?.length ? (
        <BackInStockForm
          productId={p.id}
          wholeProduct={!p.instock}
          soldOutFragrances={p.instock ? (p.soldOutFragrances ?? []) : []}
        />
      ) : null}
      {sticky && overlay !== 'cart' ? (
        <div className="sticky-bar" data-testid="sticky-bar">
          <span className="sticky-name">{p.name}</span>
          <span>{formatPrice(price)}</span>
          <QuantityControl value={shownQuantity} min={pack} label={p.name} onChange={changeQuantity} />
          {addButton}
        </div>
      ) : null}
    </div>
  )
}
