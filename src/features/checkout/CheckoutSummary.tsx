'use client'

import Image from 'next/image'
import Link from 'next/link'
import { shownPrice, useCart } from '@/features/cart/client'
import { CodeField } from '@/features/cart/client'
import { problemLabel } from '@/features/cart'
import { fill } from '@/i18n/config'
import type { chargedTotals } from '@/features/tax'
import { discountLabel } from '@/features/cart'
import { useMessages } from '@/features/ui/client'

/**
 * The checkout's order summary: the lines, the discount code, the totals and the VAT note. The amounts
 * are the server's quote, for the zone and VAT regime the billing form picked (CheckoutForm).
 */
export function CheckoutSummary({
  amounts,
  subtotal,
  fee,
  vatNote,
}: {
  amounts: ReturnType<typeof chargedTotals> | null
  subtotal: number | null
  fee: number | null
  vatNote: string
}) {
  const t = useMessages('checkout')
  const c = t.checkout
  const cart = useCart()
  return (
    <>
      <ul className="address-list">
        {cart.lines.map((l, n) => (
          <li key={`${l.id}|${l.fragrance}|${l.sets}`} className="row-between" data-testid="summary-line">
            <span className="summary-item">
              {l.image ? <Image src={l.image} alt="" width={48} height={48} sizes="48px" /> : null}
              <span className="summary-name">
                {l.name} × {l.quantity}
                {l.fragrance || l.sets ? (
                  <span className="muted">
                    {' '}
                    ({[l.fragrance, l.sets ? fill(t.product.setOf, { number: l.sets }) : ''].filter(Boolean).join(', ')}
                    )
                  </span>
                ) : null}
                {l.problem ? <span className="error-text"> — {problemLabel(t, l)}</span> : null}
              </span>
            </span>
            <span>{shownPrice(amounts ? amounts.lineTotals[n] : l.lineTotal)}</span>
          </li>
        ))}
      </ul>
      {cart.lines.length === 0 ? <p>{t.cart.empty}</p> : null}
      {cart.lines.length ? <CodeField standalone={false} /> : null}
      <dl className="totals">
        <div className="row-between">
          <dt>{c.subtotal}</dt>
          <dd data-testid="checkout-subtotal">{shownPrice(subtotal)}</dd>
        </div>
        {amounts && amounts.discount > 0 ? (
          <div className="row-between">
            <dt>
              {fill(t.cart.discount, {
                code: discountLabel({
                  offers: cart.offers.map((o) => o.label).join(', '),
                  discountCode: cart.codeOutcome?.ok ? cart.codeOutcome.code : '',
                }),
              })}
            </dt>
            <dd data-testid="checkout-discount">−{shownPrice(amounts.discount)}</dd>
          </div>
        ) : null}
        <div className="row-between">
          <dt>{c.shipping}</dt>
          <dd data-testid="checkout-shipping">{fee === 0 && cart.lines.length ? c.free : shownPrice(fee)}</dd>
        </div>
        <div className="row-between total">
          <dt>{c.total}</dt>
          <dd data-testid="checkout-total">{shownPrice(amounts ? amounts.total : null)}</dd>
        </div>
      </dl>
      <p className="muted" data-testid="checkout-vat">
        {vatNote}
      </p>
      {cart.note ? (
        <p data-testid="checkout-note">
          <strong>{c.note}:</strong> {cart.note} <Link href="/cart">({t.cart.viewCart})</Link>
        </p>
      ) : null}
    </>
  )
}
