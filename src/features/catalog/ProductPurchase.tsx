'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { lineFromProduct } from '@/features/cart/line'
import { QuantityControl } from '@/features/cart/QuantityControl'
import { useCart } from '@/features/cart/CartProvider'
import { fill, formatPrice } from '@/features/i18n/config'
import { Icon } from '@/features/shell/Icon'
import { iconShare } from '@/features/shell/icons'
import { useShell } from '@/features/shell/ShellProvider'
import { useChoiceMadeEarly, useReadyToAct } from '@/features/shell/useHydrated'
import { wishlistItemFrom } from '@/features/wishlist/item'
import { WishlistButton } from '@/features/wishlist/WishlistButton'
import type { ProductCardView } from './types'
import { setPrice } from '@/features/cart/rules'
import { PriceReduction } from '@/features/pricing/PriceReduction'
import { BackInStockForm } from '@/features/stock-alerts/BackInStockForm'

/** Sticky bar threshold from the spec. */
const STICKY_AFTER_PX = 500

/** Fragrance and set choice, quantity, add to cart, wishlist, share — and the sticky bottom bar sharing the same state. */
export function ProductPurchase({ product: p }: { product: ProductCardView & { soldOutFragrances?: string[] } }) {
  const { t, overlay, toast } = useShell()
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
  const disabled = busy || !p.instock || needsFragrance || needsSet
  const { price, set } = setPrice(p, sets)
  const reduction = (set ? set.reduction : p.reduction) ?? null
  const label = !p.instock ? t.product.outOfStock : busy ? t.product.adding : t.product.addToCart

  // Signed in, the add is a write to the account: the button says so and waits for the answer.
  const addToCart = async () => {
    if (disabled || !ready) return
    setBusy(true)
    try {
      await add(lineFromProduct(p, { quantity, fragrance, sets }))
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
        <small className="muted">{t.product.vatIncluded}</small>
      </p>
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
                {fill(t.product.setOf, { number: s.number })} — {formatPrice(s.price)}
              </option>
            ))}
          </select>
        </p>
      ) : null}
      <div className="purchase-row">
        <QuantityControl
          value={quantity}
          min={1}
          label={p.name}
          onChange={(d) => setQuantity((q) => Math.max(1, Math.min(99, q + d)))}
        />
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
          <QuantityControl
            value={quantity}
            min={1}
            label={p.name}
            onChange={(d) => setQuantity((q) => Math.max(1, Math.min(99, q + d)))}
          />
          {addButton}
        </div>
      ) : null}
    </div>
  )
}
