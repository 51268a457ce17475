'use client'

import Link from 'next/link'
import { useId, useState, type FormEvent } from 'react'
import { useCart } from '@/features/cart/client'
import { fill } from '@/i18n/config'
import { useFormAlert, SCRIPT_FORM } from '@/features/ui/client'
import { useShell } from '@/features/ui/client'
import { countryIso, countryLabel } from '@/lib/geo'
import { LOCALES } from '@/i18n/locales'
import { blurMessage, needsRegionList, payAlert, type BillingData } from './billing'
import { PAYMENTS, type Payment } from '@/features/payments'
import { TermsLink } from '@/features/content'
import { useMessages } from '@/features/ui/client'
import { BillingFields } from './BillingFields'
import { checkoutQuote } from './checkout-quote'
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

  // A dealer's order is invoiced to the trade account and priced net, VAT added on the total (features/dealers).
  const dealer = cart.trade ? (user?.dealer ?? null) : null
  const { amounts, askUs, subtotal, fee, vatNote, loading } = checkoutQuote(cart, b, oss, dealer, c, lang)

  return (
    <form {...SCRIPT_FORM} className="checkout-layout" onSubmit={onPay} noValidate>
      <section aria-labelledby={`${id}-billing`}>
        <h2 id={`${id}-billing`}>{c.billing}</h2>
        <BillingFields id={id} b={b} set={set} blur={blur} errors={errors} countries={countries} dealer={dealer} />
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
