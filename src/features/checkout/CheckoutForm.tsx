'use client'

import Link from 'next/link'
import { useId, useRef, useState, type FormEvent } from 'react'
import { useCart } from '@/features/cart/client'
import { fill } from '@/i18n/config'
import { useFormAlert } from '@/features/ui/client'
import { useShell } from '@/features/ui/client'
import { useChoiceMadeEarly } from '@/features/ui/client'
import { SHIPPING_COUNTRIES, countryIso, countryLabel, ITALIAN_REGIONS } from '@/lib/geo'
import { LOCALES } from '@/i18n/locales'
import { billingRegime, blurMessage, needsRegionList, payAlert, type BillingData } from './billing'
import { dealerBilling } from './dealer-billing'
import { PAYMENTS, type Payment } from '@/features/payments'
import { chargedTotals } from '@/features/tax'
import { TermsLink } from '@/features/content'
import { useMessages } from '@/features/ui/client'
import { CheckoutSummary } from './CheckoutSummary'
import { ShippingAsk } from './ShippingAsk'
import { PickupStep, usePickupChoice } from './PickupStep'

type Field = keyof BillingData

/** Billing form (left) and order summary (right). The server re-checks everything and decides the amounts. */
export function CheckoutForm({
  initial,
  oss,
  countries,
  transferDays = 0,
  termsDays = 0,
  pickupZones = { italy: false, abroad: false },
}: {
  initial: BillingData
  oss: boolean
  /** ISO codes of the countries shipped to (the shop settings). */
  countries: readonly string[]
  /** For a dealer: how many days a bank-transfer order holds its pieces. */
  transferDays?: number
  /** For a dealer granted payment terms: the days (the order is confirmed and shipped before payment). */
  termsDays?: number
  /** Which zones offer pickup points and lockers (ADR 0043): the delivery choice is shown only there. */
  pickupZones?: { italy: boolean; abroad: boolean }
}) {
  const { lang, user } = useShell()
  const t = useMessages('checkout')
  const c = t.checkout
  const id = useId()
  const cart = useCart()
  const [b, setB] = useState<BillingData>(initial)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [terms, setTerms] = useState(false)
  const [payment, setPayment] = useState<Payment>('card')
  const [processing, setProcessing] = useState(false)
  const { say, clear, view: alertView } = useFormAlert()
  const iso = countryIso(b.country) ?? ''
  const pickup = usePickupChoice(iso === 'IT' ? pickupZones.italy : pickupZones.abroad, iso)

  const set = (k: Field, v: string) => {
    setB((prev) => ({
      ...prev,
      [k]: v,
      ...(k === 'country' && needsRegionList(v) !== needsRegionList(prev.country) ? { state: '' } : {}),
    }))
    if (errors[k] && v.trim()) setErrors((e) => ({ ...e, [k]: '' }))
  }
  const countryField = useRef<HTMLSelectElement>(null)
  const stateField = useRef<HTMLSelectElement>(null)
  const invoiceField = useRef<HTMLSelectElement>(null)
  // The region first: a country changed meanwhile then clears it, as a change after hydration does.
  useChoiceMadeEarly(stateField, b.state, (v) => set('state', v))
  useChoiceMadeEarly(countryField, b.country, (v) => set('country', v))
  useChoiceMadeEarly(invoiceField, b.invoice, (v) => set('invoice', v))
  const blur = (k: Field) => setErrors((e) => ({ ...e, [k]: blurMessage(t, k, b[k]) }))

  const onPay = async (e: FormEvent) => {
    e.preventDefault()
    clear()
    // The terms and fields are checked at once; while the account's cart is still being read (the page
    // shows before it) the order is not sent, and the button says it is not ready.
    const problem = payAlert(t, b, terms, cart.loaded && cart.lines.length === 0)
    if (problem) return say(problem)
    if (pickup.missing) {
      pickup.setError(pickup.missing)
      return say(pickup.missing)
    }
    if (!cart.loaded) return
    setProcessing(true)
    try {
      const res = await fetch('/api/create-checkout-session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          cart: cart.lines.map(({ id: pid, fragrance, sets, quantity }) => ({ id: pid, fragrance, sets, quantity })),
          billingData: b,
          note: cart.note,
          ...(cart.code ? { code: cart.code } : {}),
          ...(dealer && payment === 'bank-transfer' ? { payment } : {}),
          ...pickup.order,
        }),
      })
      const body = (await res.json().catch(() => ({}))) as {
        url?: string
        error?: string
        fields?: Partial<Record<Field | 'pickupPoint', string>>
      }
      if (!res.ok) {
        if (body.fields) setErrors(body.fields)
        if (body.fields?.pickupPoint) pickup.setError(body.fields.pickupPoint)
        say(body.error || c.alertSession)
        return
      }
      if (!body.url) return say(c.alertSession)
      window.location.assign(body.url)
    } catch {
      say(c.alertUnexpected)
    } finally {
      setProcessing(false)
    }
  }

  const input = (k: Field, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <p className="field">
      <label htmlFor={`${id}-${k}`}>{label}</label>
      <input
        id={`${id}-${k}`}
        name={k}
        value={b[k]}
        onChange={(e) => set(k, e.target.value)}
        onBlur={() => blur(k)}
        aria-invalid={errors[k] ? true : undefined}
        aria-describedby={errors[k] ? `${id}-${k}-e` : undefined}
        {...props}
      />
      {errors[k] ? (
        <span id={`${id}-${k}-e`} className="field-error">
          {errors[k]}
        </span>
      ) : null}
    </p>
  )

  // Every amount is the server's quote; the chosen country only picks its shipping zone.
  // An intra-EU supply to a business is charged net of Italian VAT: the same rule as the server's (regime.ts).
  // A dealer's order is invoiced to the trade account and priced net, VAT added on the total (features/dealers).
  const dealer = cart.trade ? (user?.dealer ?? null) : null
  // The fee of the cart's parcels to the chosen country (ADR 0041): undefined while priced, null: ask the shop.
  const countryFee = !cart.lines.length
    ? 0
    : cart.shippingByCountry
      ? (cart.shippingByCountry[countryIso(b.country) ?? ''] ?? null)
      : undefined
  const regime = billingRegime(dealer ? dealerBilling(b, dealer) : b, oss)
  const amounts =
    typeof countryFee === 'number' && cart.subtotal !== null
      ? chargedTotals(cart.lines, countryFee, regime, cart.trade)
      : null
  const askUs = countryFee === null && cart.lines.length > 0
  const subtotal = amounts ? amounts.subtotal : cart.subtotal
  const fee = amounts ? amounts.shipping : null
  const vatNote =
    regime.kind === 'intra-eu'
      ? c.intraEu
      : regime.kind === 'oss'
        ? fill(c.ossVat, {
            country: countryLabel({ code: regime.country, name: regime.country }, LOCALES[lang].intl),
            rate: regime.rate,
          })
        : cart.trade
          ? fill(c.tradeVat, { rate: regime.rate })
          : c.vatIncluded
  const loading = cart.lines.length > 0 && subtotal === null

  return (
    <form className="checkout-layout" onSubmit={onPay} noValidate>
      <section aria-labelledby={`${id}-billing`}>
        <h2 id={`${id}-billing`}>{c.billing}</h2>
        <div className="grid-2">
          {input('firstName', c.firstName, { autoComplete: 'given-name', required: true })}
          {input('lastName', c.lastName, { autoComplete: 'family-name', required: true })}
        </div>
        <p className="field">
          <label htmlFor={`${id}-country`}>{c.country}</label>
          <select
            ref={countryField}
            id={`${id}-country`}
            value={b.country}
            onChange={(e) => set('country', e.target.value)}
            autoComplete="country-name"
          >
            {SHIPPING_COUNTRIES.filter((x) => countries.includes(x.code)).map((x) => (
              <option key={x.code} value={x.name}>
                {countryLabel(x, LOCALES[lang].intl)}
              </option>
            ))}
          </select>
        </p>
        <div className="grid-2">
          {needsRegionList(b.country) ? (
            <p className="field">
              <label htmlFor={`${id}-state`}>{c.region}</label>
              <select
                ref={stateField}
                id={`${id}-state`}
                value={b.state}
                onChange={(e) => set('state', e.target.value)}
                onBlur={() => blur('state')}
                aria-invalid={errors.state ? true : undefined}
                aria-describedby={errors.state ? `${id}-state-e` : undefined}
                required
              >
                <option value="">{c.chooseRegion}</option>
                {ITALIAN_REGIONS.map((r) => (
                  <option key={r} value={r}>
                    {r}
                  </option>
                ))}
              </select>
              {errors.state ? (
                <span id={`${id}-state-e`} className="field-error">
                  {errors.state}
                </span>
              ) : null}
            </p>
          ) : (
            input('state', c.state, { autoComplete: 'address-level1', required: true })
          )}
          {input('city', c.city, { autoComplete: 'address-level2', required: true })}
        </div>
        {input('address', c.address, { autoComplete: 'street-address', required: true })}
        <div className="grid-2">
          {input('zip', c.zip, { autoComplete: 'postal-code' })}
          {input('phone', c.phone, { type: 'tel', autoComplete: 'tel' })}
        </div>
        {input('email', c.email, { type: 'email', autoComplete: 'email', required: true })}
        {dealer ? (
          <p data-testid="trade-invoice">{fill(c.tradeInvoice, { company: dealer.company, vat: dealer.vatNumber })}</p>
        ) : null}
        <p className="field" hidden={Boolean(dealer)}>
          <label htmlFor={`${id}-invoice`}>{c.invoice}</label>
          <select
            ref={invoiceField}
            id={`${id}-invoice`}
            value={b.invoice}
            onChange={(e) => set('invoice', e.target.value)}
          >
            <option value="no">{c.invoiceNo}</option>
            <option value="yes">{c.invoiceYes}</option>
          </select>
        </p>
        {b.invoice === 'yes' && !dealer ? (
          <>
            <fieldset className="field radio-row">
              <legend>{c.buyer}</legend>
              {(['company', 'person', 'foreign'] as const).map((v) => (
                <label key={v}>
                  <input type="radio" name="buyer" value={v} checked={b.buyer === v} onChange={() => set('buyer', v)} />{' '}
                  {v === 'company' ? c.buyerCompany : v === 'person' ? c.buyerPerson : c.buyerForeign}
                </label>
              ))}
            </fieldset>
            {b.buyer === 'foreign' ? (
              <div className="grid-2">
                {input('azienda', c.azienda, { autoComplete: 'organization' })}
                {input('vatId', c.vatId, { autoCapitalize: 'characters', spellCheck: false })}
              </div>
            ) : b.buyer === 'person' ? (
              <div className="grid-2">
                {input('cf', c.cf, { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false })}
                {input('pec', c.pecOptional, { type: 'email' })}
              </div>
            ) : (
              <div className="grid-2">
                {input('azienda', c.azienda, { autoComplete: 'organization' })}
                {input('piva', c.piva, { inputMode: 'numeric' })}
                {input('sdi', c.sdi)}
                {input('pec', c.pec, { type: 'email' })}
              </div>
            )}
          </>
        ) : null}
        {pickup.offered ? <PickupStep key={iso} {...pickup.step} /> : null}
      </section>

      <aside className="panel checkout-summary" aria-labelledby={`${id}-summary`} aria-busy={loading}>
        <h2 id={`${id}-summary`}>{c.summary}</h2>
        {loading ? (
          <div className="stack" data-testid="summary-skeleton">
            {Array.from({ length: 4 }, (_, i) => (
              <div key={i} className="skeleton skeleton-line" />
            ))}
          </div>
        ) : (
          <CheckoutSummary amounts={amounts} subtotal={subtotal} fee={fee} vatNote={vatNote} />
        )}
        {askUs ? (
          <ShippingAsk
            country={countryLabel({ code: countryIso(b.country) ?? '', name: b.country }, LOCALES[lang].intl)}
          />
        ) : null}
        <p className="muted">
          {c.privacy} <Link href="/privacy">{c.privacyLink}</Link>
        </p>
        {dealer ? (
          <fieldset className="field radio-row">
            <legend>{c.payWith}</legend>
            {PAYMENTS.map((p) => (
              <label key={p}>
                <input type="radio" name="payment" value={p} checked={payment === p} onChange={() => setPayment(p)} />{' '}
                {p === 'card'
                  ? c.payCard
                  : termsDays
                    ? fill(c.payTerms, { days: termsDays })
                    : fill(c.payTransfer, { days: transferDays })}
              </label>
            ))}
          </fieldset>
        ) : null}
        <p className="check">
          <input
            id={`${id}-terms`}
            type="checkbox"
            checked={terms}
            onChange={(e) => setTerms(e.target.checked)}
            aria-describedby={`${id}-terms-hint`}
            required
          />
          <label htmlFor={`${id}-terms`}>{c.terms}</label>
        </p>
        <p id={`${id}-terms-hint`} className="muted small">
          {c.termsHint}
        </p>
        <p>
          <TermsLink t={t} />
        </p>
        <button
          type="submit"
          className="btn btn-block"
          disabled={processing}
          aria-disabled={!terms || processing || !cart.loaded}
        >
          {processing ? c.processing : dealer && payment === 'bank-transfer' ? c.placeOrder : c.pay}
        </button>
        {alertView}
        {dealer ? null : <p className="muted small">{c.methods}</p>}
      </aside>
    </form>
  )
}
