'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { fill, formatPrice } from '@/i18n/config'
import { useHydrated, useShell } from '@/features/ui/client'
import { useMessages } from '@/features/ui/client'
import type { HeldView } from './held'

/**
 * A held payment on the operator's order page (ADR 0031): the order's total and what was paid, why it
 * was held, and the two answers — accept it (the order becomes paid) or refund the whole amount paid.
 * The server decides again on every request (features/checkout/payments/held-actions.ts).
 */
export function HeldPaymentPanel({ orderId, held }: { orderId: string; held: HeldView }) {
  const { toast } = useShell()
  const t = useMessages('admin')
  const a = t.admin
  const id = useId()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  // The page paints before its script runs, and a tap then does nothing: the buttons say so until they work.
  const hydrated = useHydrated()

  const post = async (action: 'accept-payment' | 'refund-held') => {
    setBusy(true)
    setError('')
    try {
      const res = await fetch(`/api/admin/orders/${orderId}/${action}`, { method: 'POST' })
      const json = (await res.json().catch(() => ({}))) as { message?: string; error?: string }
      if (!res.ok) return setError(json.error || t.auth.failed)
      toast(json.message || '')
      router.refresh()
    } catch {
      setError(t.auth.network)
    } finally {
      setBusy(false)
    }
  }

  const why = [
    held.amountDiffers ? a.heldWhyAmount : null,
    held.from === 'expired' ? a.heldWhyLate : null,
    held.from === 'cancelled' ? a.heldWhyCancelled : null,
    held.piecesKept ? a.heldPiecesKept : null,
    held.refundAsked ? a.heldRefundAsked : null,
  ].filter(Boolean)
  return (
    <section className="panel" aria-labelledby={`${id}-held`} data-testid="held-payment">
      <h2 id={`${id}-held`}>{a.heldTitle}</h2>
      <p className="muted">{a.heldIntro}</p>
      <dl className="grid-2">
        <div>
          <dt>{a.heldExpected}</dt>
          <dd data-testid="held-expected">{formatPrice(held.expectedCents / 100)}</dd>
        </div>
        <div>
          <dt>{a.heldPaid}</dt>
          <dd data-testid="held-paid">
            <strong>{formatPrice(held.paidCents / 100)}</strong>
          </dd>
        </div>
      </dl>
      {why.map((w) => (
        <p key={w}>{w}</p>
      ))}
      <p className="row-gap">
        {held.acceptable ? (
          <button
            type="button"
            className="btn"
            disabled={busy}
            aria-disabled={hydrated ? undefined : true}
            onClick={() => void post('accept-payment')}
          >
            {a.acceptPayment}
          </button>
        ) : null}
        {held.refundAsked ? null : (
          <button
            type="button"
            className="btn btn-outline"
            disabled={busy}
            aria-disabled={hydrated ? undefined : true}
            onClick={() => void post('refund-held')}
          >
            {fill(a.refundHeld, { amount: formatPrice(held.paidCents / 100) })}
          </button>
        )}
      </p>
      {error ? (
        <p className="form-msg error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  )
}
