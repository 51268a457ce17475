'use client'

import { useId, useState, type FormEvent } from 'react'
import { fill, formatPrice } from '@/i18n/config'
import { useShell, SCRIPT_FORM, useHydrated } from '@/features/ui/client'
import { useCart } from './CartProvider'
import { codeText } from './code-text'

/**
 * The discount code box of the cart and the checkout: the shopper types a code, the server's quote says
 * what it took off or why not (in the page's language, under the field). One code per order.
 */
export function CodeField({ standalone = true }: { standalone?: boolean }) {
  // Until the script runs, its submit does nothing (SCRIPT_FORM): the button says so.
  const hydrated = useHydrated()
  const { t } = useShell()
  const c = t.cart
  const id = useId()
  const { code, codeOutcome, codeBlocked, setCode } = useCart()
  const [typed, setTyped] = useState('')
  const apply = (e?: FormEvent) => {
    e?.preventDefault()
    if (typed.trim()) setCode(typed)
    setTyped('')
  }
  const refusal = codeBlocked ?? (codeOutcome && !codeOutcome.ok ? codeText(t, codeOutcome) : null)
  const applied = codeOutcome?.ok ? codeOutcome : null
  const body = (
    <>
      <label htmlFor={`${id}-code`}>{c.codeLabel}</label>
      <span className="row-gap">
        <input
          id={`${id}-code`}
          name="code"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          // Inside the checkout's form Enter applies the code, it does not pay.
          onKeyDown={(e) => {
            if (!standalone && e.key === 'Enter') apply(e)
          }}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? `${id}-code-e` : undefined}
        />
        <button
          type={standalone ? 'submit' : 'button'}
          className="btn btn-outline"
          onClick={standalone ? undefined : () => apply()}
          aria-disabled={hydrated ? undefined : true}
        >
          {c.codeApply}
        </button>
      </span>
      {refusal ? (
        <span id={`${id}-code-e`} className="field-error" role="alert" data-testid="code-error">
          {refusal}
        </span>
      ) : null}
      {applied ? (
        <span className="row-between" data-testid="code-applied">
          <span role="status">
            {codeText(t, applied)}
            {applied.amount > 0 ? ` −${formatPrice(applied.amount)}` : ''}
          </span>
          <button type="button" className="link-btn" onClick={() => setCode('')}>
            {fill(c.codeRemove, { code: applied.code })}
          </button>
        </span>
      ) : code && refusal ? (
        <button type="button" className="link-btn" onClick={() => setCode('')}>
          {fill(c.codeRemove, { code })}
        </button>
      ) : null}
    </>
  )
  return standalone ? (
    <form {...SCRIPT_FORM} className="field code-field" onSubmit={apply} noValidate>
      {body}
    </form>
  ) : (
    <div className="field code-field">{body}</div>
  )
}
