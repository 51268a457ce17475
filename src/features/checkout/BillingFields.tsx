'use client'

import { useRef } from 'react'
import { fill } from '@/i18n/config'
import { LOCALES } from '@/i18n/locales'
import { SHIPPING_COUNTRIES, countryLabel, ITALIAN_REGIONS } from '@/lib/geo'
import { useChoiceMadeEarly, useMessages, useShell } from '@/features/ui/client'
import { needsRegionList, type BillingData } from './billing'

type Field = keyof BillingData

/**
 * The checkout's billing fields (CheckoutForm holds their values and errors): name, country, region,
 * address and contact, and the invoice with the buyer's identifiers — hidden for a dealer, whose
 * invoice goes to the trade account.
 */
export function BillingFields({
  id,
  b,
  set,
  blur,
  errors,
  countries,
  dealer,
}: {
  /** The form's id prefix (useId). */
  id: string
  b: BillingData
  set: (k: Field, v: string) => void
  blur: (k: Field) => void
  errors: Partial<Record<Field, string>>
  /** ISO codes of the countries shipped to (the shop settings). */
  countries: readonly string[]
  dealer: { company: string; vatNumber: string } | null
}) {
  const { lang } = useShell()
  const c = useMessages('checkout').checkout
  const countryField = useRef<HTMLSelectElement>(null)
  const stateField = useRef<HTMLSelectElement>(null)
  const invoiceField = useRef<HTMLSelectElement>(null)
  // The region first: a country changed meanwhile then clears it, as a change after hydration does.
  useChoiceMadeEarly(stateField, b.state, (v) => set('state', v))
  useChoiceMadeEarly(countryField, b.country, (v) => set('country', v))
  useChoiceMadeEarly(invoiceField, b.invoice, (v) => set('invoice', v))

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

  return (
    <>
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
    </>
  )
}
