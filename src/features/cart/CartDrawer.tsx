'use client'

import Image from 'next/image'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { fill } from '@/i18n/config'
import { Dialog, DialogHead } from '@/features/ui/client'
import { Icon } from '@/features/ui'
import { iconTrash } from '@/features/ui'
import { useShell } from '@/features/ui/client'
import { PriceReduction } from '@/features/pricing'
import { QuantityControl } from './QuantityControl'
import { shownPrice, useCart } from './CartProvider'
import { TermsLink } from '@/features/content'

/** Slides in from the right: lines, subtotal, terms gate, View Cart and Checkout. */
export function CartDrawer() {
  const { t, overlay, close } = useShell()
  const { lines, change, remove, subtotal } = useCart()
  const [agreed, setAgreed] = useState(false)
  const [error, setError] = useState(false)
  const router = useRouter()
  const termsId = useId()
  return (
    <Dialog open={overlay === 'cart'} onClose={close} label={t.cart.title} className="drawer drawer-right">
      <DialogHead title={<h2>{t.cart.title}</h2>} closeLabel={t.cart.close} onClose={close} />
      {lines.length === 0 ? (
        <div className="empty">
          <p>{t.cart.empty}</p>
          <Link href="/shop" className="btn">
            {t.cart.continue}
          </Link>
        </div>
      ) : (
        <>
          <ul className="drawer-lines">
            {lines.map((l) => (
              <li key={`${l.id}|${l.fragrance}|${l.sets}`} className="drawer-line">
                {l.image ? <Image src={l.image} alt="" width={72} height={72} sizes="72px" /> : null}
                <div>
                  <Link href={`/shop/${l.url}`} className="line-name">
                    {l.name}
                  </Link>
                  <p className="muted">
                    {l.type ? <span>{l.type === 'boxed' ? t.cart.boxed : t.cart.unboxed}</span> : null}
                    {l.fragrance ? <span> · {l.fragrance}</span> : null}
                    {l.sets ? <span> · {fill(t.product.setOf, { number: l.sets })}</span> : null}
                  </p>
                  <p>{shownPrice(l.lineTotal === null ? null : l.price)}</p>
                  <PriceReduction reduction={l.reduction} m={t.price} />
                  <QuantityControl value={l.quantity} label={l.name} onChange={(d) => change(l, d)} />
                </div>
                <button
                  type="button"
                  className="icon-btn"
                  onClick={() => remove(l)}
                  aria-label={fill(t.cart.removeItem, { name: l.name })}
                >
                  <Icon d={iconTrash} size={18} />
                </button>
              </li>
            ))}
          </ul>
          <div className="drawer-foot">
            <p className="row-between">
              <span>{t.cart.subtotal}</span> <strong data-testid="drawer-subtotal">{shownPrice(subtotal)}</strong>
            </p>
            <p className="muted">{t.cart.taxNote}</p>
            <p className="check">
              <input
                id={termsId}
                type="checkbox"
                checked={agreed}
                onChange={(e) => {
                  setAgreed(e.target.checked)
                  if (e.target.checked) setError(false)
                }}
                aria-describedby={error ? `${termsId}-err` : undefined}
              />
              <label htmlFor={termsId}>{t.cart.terms}</label>
            </p>
            <p>
              <TermsLink t={t} />
            </p>
            {error ? (
              <p id={`${termsId}-err`} className="form-msg error" role="alert">
                {t.cart.termsError}
              </p>
            ) : null}
            <div className="row-gap">
              <Link href="/cart" className="btn btn-outline">
                {t.cart.viewCart}
              </Link>
              <button
                type="button"
                className="btn"
                aria-disabled={!agreed}
                onClick={() => (agreed ? router.push('/checkout') : setError(true))}
              >
                {t.cart.checkout}
              </button>
            </div>
          </div>
        </>
      )}
    </Dialog>
  )
}
