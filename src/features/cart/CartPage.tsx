'use client'

import Image from 'next/image'
import Link from 'next/link'
import { useId, useState } from 'react'
import type { ShippingZone } from '@/features/pricing'
import { fill } from '@/i18n/config'
import { Icon } from '@/features/ui'
import { iconTrash } from '@/features/ui'
import { useShell } from '@/features/ui/client'
import { shownPrice, useCart } from './CartProvider'
import { PriceReduction } from '@/features/pricing'
import { QuantityControl } from './QuantityControl'
import { CodeField } from './CodeField'
import { problemLabel } from './problem-text'
import { TermsLink } from '@/features/content'
import '@/features/ui/visitor-pages.css'

/** /cart: lines (table on desktop, cards on mobile), order note, estimate box, terms, checkout link. */
export function CartPage() {
  const { t } = useShell()
  const c = t.cart
  const {
    lines,
    change,
    remove,
    subtotal,
    discount,
    toFreeShipping,
    codeOutcome,
    offers,
    offersMissing,
    shipping,
    shippingByCountry,
    note,
    setNote,
    trade,
    minimum,
  } = useCart()
  const [estimate, setEstimate] = useState(false)
  const [agreed, setAgreed] = useState(false)
  const id = useId()

  if (!lines.length) {
    return (
      <div className="container empty">
        <p>{c.empty}</p>
        <Link href="/" className="btn">
          {c.continue}
        </Link>
      </div>
    )
  }
  const variant = (l: (typeof lines)[number]) =>
    [
      l.type ? `${c.type}: ${l.type === 'boxed' ? c.boxed : c.unboxed}` : '',
      l.fragrance ? `${c.fragrance}: ${l.fragrance}` : '',
      l.sets ? fill(t.product.setOf, { number: l.sets }) : '',
    ]
      .filter(Boolean)
      .join(' · ')
  const key = (l: (typeof lines)[number]) => `${l.id}|${l.fragrance}|${l.sets}`
  const fee = (zone: ShippingZone) => (shipping ? shipping[zone] : null)
  // A zone's fee, "free", or — when the cart fits no box or band there (ADR 0041) — the "ask us" words.
  const shownFee = (zone: ShippingZone) => {
    const f = fee(zone)
    if (shipping && f === null) return c.estimateAsk
    return f === 0 ? c.free : shownPrice(f)
  }
  // Abroad, zones may differ: the lowest fee, as "from".
  const abroadFees = Object.entries(shippingByCountry ?? {}).filter(([iso, f]) => iso !== 'IT' && f !== null)
  const abroadVaries = new Set(abroadFees.map(([, f]) => f)).size > 1

  return (
    <div className="container section cart-layout">
      <div>
        <table className="table only-desktop">
          <thead>
            <tr>
              <th scope="col">{c.product}</th>
              <th scope="col">{c.price}</th>
              <th scope="col">{c.quantity}</th>
              <th scope="col">{c.total}</th>
              <th scope="col">
                <span className="visually-hidden">{c.remove}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={key(l)}>
                <td>
                  <div className="row-gap" style={{ alignItems: 'center' }}>
                    {l.image ? <Image src={l.image} alt="" width={72} height={72} sizes="72px" /> : null}
                    <div>
                      <Link href={`/shop/${l.url}`} className="line-name">
                        {l.name}
                      </Link>
                      <p className="muted" style={{ margin: 0 }}>
                        {variant(l)}
                      </p>
                      {l.problem ? (
                        <p className="error-text" style={{ margin: 0 }}>
                          {problemLabel(t, l)}
                        </p>
                      ) : null}
                    </div>
                  </div>
                </td>
                <td>
                  {shownPrice(l.lineTotal === null ? null : l.price)}
                  <PriceReduction reduction={l.reduction} m={t.price} />
                </td>
                <td>
                  <QuantityControl value={l.quantity} label={l.name} onChange={(d) => change(l, d)} />
                </td>
                <td>{shownPrice(l.lineTotal)}</td>
                <td>
                  <button
                    type="button"
                    className="link-btn"
                    onClick={() => remove(l)}
                    aria-label={fill(c.removeItem, { name: l.name })}
                  >
                    {c.remove}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="cards only-mobile">
          {lines.map((l) => (
            <li key={key(l)} className="order-card drawer-line">
              {l.image ? <Image src={l.image} alt="" width={72} height={72} sizes="72px" /> : <span />}
              <div>
                <Link href={`/shop/${l.url}`} className="line-name">
                  {l.name}
                </Link>
                <p className="muted">{variant(l)}</p>
                <p>
                  {shownPrice(l.lineTotal === null ? null : l.price)} · {c.total}: {shownPrice(l.lineTotal)}
                </p>
                <PriceReduction reduction={l.reduction} m={t.price} />
                <QuantityControl value={l.quantity} label={l.name} onChange={(d) => change(l, d)} />
              </div>
              <button
                type="button"
                className="icon-btn"
                onClick={() => remove(l)}
                aria-label={fill(c.removeItem, { name: l.name })}
              >
                <Icon d={iconTrash} size={18} />
              </button>
            </li>
          ))}
        </ul>
        <p className="field section">
          <label htmlFor={`${id}-note`}>{c.note}</label>
          <textarea
            id={`${id}-note`}
            rows={4}
            maxLength={1000}
            placeholder={c.notePlaceholder}
            defaultValue={note}
            key={note === '' ? 'empty' : 'loaded'}
            onBlur={(e) => e.target.value !== note && setNote(e.target.value)}
          />
        </p>
      </div>
      <aside className="panel" aria-label={c.subtotal}>
        <p className="row-between">
          <span>{c.subtotal}</span>
          <strong data-testid="cart-subtotal">{shownPrice(subtotal)}</strong>
        </p>
        {offers.map((o) => (
          <p className="row-between" key={o.label} data-testid="cart-offer">
            <span>{o.label}</span>
            <strong>−{shownPrice(o.amount)}</strong>
          </p>
        ))}
        {discount && codeOutcome?.ok ? (
          <p className="row-between">
            <span>{fill(c.discount, { code: codeOutcome.code })}</span>
            <strong data-testid="cart-discount">−{shownPrice(discount)}</strong>
          </p>
        ) : null}
        <CodeField />
        {offersMissing.map((o) => (
          <p key={o.label} data-testid="offer-missing">
            {fill(o.pieces === 1 ? c.offerMissingOne : c.offerMissing, { offer: o.label, pieces: o.pieces })}
          </p>
        ))}
        {toFreeShipping?.italy ? (
          <p data-testid="to-free-shipping">
            {fill(toFreeShipping.italy === toFreeShipping.abroad ? c.toFreeShipping : c.toFreeShippingItaly, {
              amount: shownPrice(toFreeShipping.italy),
            })}
          </p>
        ) : null}
        {trade ? (
          <p className="muted" data-testid="trade-prices">
            {c.tradePrices}
          </p>
        ) : (
          <p className="muted">{c.taxNote}</p>
        )}
        {minimum?.missing ? (
          <p className="error-text" role="status" data-testid="below-minimum">
            {fill(c.belowMinimum, { minimum: shownPrice(minimum.amount), missing: shownPrice(minimum.missing) })}
          </p>
        ) : null}
        <button type="button" className="link-btn" aria-expanded={estimate} onClick={() => setEstimate((e) => !e)}>
          {c.estimate}
        </button>
        {estimate ? (
          <ul className="estimate" data-testid="estimate">
            <li>{fill(c.estimateItaly, { fee: shownFee('italy') })}</li>
            <li>
              {fill(c.estimateEurope, {
                fee: abroadVaries ? fill(c.estimateFrom, { fee: shownFee('abroad') }) : shownFee('abroad'),
              })}
            </li>
          </ul>
        ) : null}
        <p className="muted">{c.guaranteed}</p>
        <p className="check">
          <input id={`${id}-terms`} type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
          <label htmlFor={`${id}-terms`}>{c.terms}</label>
        </p>
        <p>
          <TermsLink t={t} />
        </p>
        <Link href="/checkout" className="btn btn-block">
          {c.checkout}
        </Link>
      </aside>
    </div>
  )
}
