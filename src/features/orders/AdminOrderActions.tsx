'use client'

import { useRouter } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'
import { fill, formatPrice } from '@/i18n/config'
import { useHydrated, useShell, SCRIPT_FORM } from '@/features/ui/client'
import type { OperatorAction } from './lifecycle'
import { useMessages } from '@/features/ui/client'
import { CarrierShipment, type CarrierPanelData } from './CarrierShipment'

/**
 * The operator's next steps for an order: exactly the `actions` the transition table allows from its
 * status (mark shipped with tracking code and link, mark delivered), or `note` when there are none.
 * The server checks the table again on every request.
 */
export function AdminOrderActions({
  orderId,
  actions,
  note,
  refund,
  transfer,
  carrier,
}: {
  orderId: string
  actions: readonly OperatorAction[]
  note: string
  /** When money was taken and some is left to refund: the amounts (cents) and the lines, for the refund form. */
  refund?: {
    left: number
    refunded: number
    total: number
    lines: { name: string; quantity: number; paid: number }[]
    /** Paid by bank transfer: the operator sends the money back and records it here. */
    byTransfer?: boolean
  }
  /**
   * A dealer's bank-transfer order still unpaid: the amount, the reference to match, today's date
   * (Italy); `terms` when it is on payment terms (sold, maybe shipped, the money due).
   */
  transfer?: {
    amount: number
    reference: string
    today: string
    terms?: boolean
    /** On terms: the day the last payment reminder was sent (formatted), if any. */
    reminded?: string
  }
  /** The carrier platform (features/carriers): one-click shipping for the zone, the label and its cancel. */
  carrier?: CarrierPanelData
}) {
  const { toast } = useShell()
  const t = useMessages('admin', 'carriers')
  const a = t.admin
  const c = t.carriers
  const id = useId()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  // The page paints before its script runs, and a tap then does nothing: the buttons say so until they work
  // (as the held payment panel's).
  const waiting = useHydrated() ? undefined : true

  const post = async (
    action: OperatorAction | 'refund' | 'record-transfer' | 'remind-payment' | 'cancel-shipment',
    body?: unknown,
  ) => {
    setBusy(true)
    setError('')
    try {
      const res = await fetch(`/api/admin/orders/${orderId}/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      })
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

  const onShip = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const fd = new FormData(e.currentTarget)
    const code = String(fd.get('code') ?? '').trim()
    const link = String(fd.get('link') ?? '').trim()
    if (!code || !link) return setError(a.bothRequired)
    void post('ship', { code, link })
  }

  const onRefund = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const fd = new FormData(e.currentTarget)
    const amount = Number(String(fd.get('amount') ?? '').replace(',', '.'))
    const restock = Object.fromEntries(
      (refund?.lines ?? []).map((_, i) => [String(i), Math.max(0, Math.trunc(Number(fd.get(`restock-${i}`)) || 0))]),
    )
    void post('refund', { amount, restock })
  }

  const onTransfer = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    void post('record-transfer', { date: String(new FormData(e.currentTarget).get('date') ?? '') })
  }

  return (
    <>
      {transfer ? (
        <section className="panel" aria-labelledby={`${id}-t`}>
          <h2 id={`${id}-t`}>{a.transferTitle}</h2>
          <p className="muted">
            {fill(transfer.terms ? a.termsHint : a.transferHint, {
              amount: formatPrice(transfer.amount),
              reference: transfer.reference,
            })}
          </p>
          <form {...SCRIPT_FORM} onSubmit={onTransfer} className="grid-2">
            <p className="field">
              <label htmlFor={`${id}-date`}>{a.transferDate}</label>
              <input
                id={`${id}-date`}
                name="date"
                type="date"
                required
                max={transfer.today}
                defaultValue={transfer.today}
              />
            </p>
            <p>
              <button type="submit" className="btn" disabled={busy} aria-disabled={waiting}>
                {a.recordTransfer}
              </button>
            </p>
          </form>
        </section>
      ) : null}
      {transfer?.terms ? (
        <section className="panel" aria-labelledby={`${id}-p`}>
          <h2 id={`${id}-p`}>{a.reminderTitle}</h2>
          <p className="muted">{a.reminderHint}</p>
          {transfer.reminded ? (
            <p data-testid="payment-reminded">{fill(a.reminderLast, { date: transfer.reminded })}</p>
          ) : null}
          <button
            type="button"
            className="btn btn-outline"
            disabled={busy}
            aria-disabled={waiting}
            onClick={() => void post('remind-payment')}
          >
            {a.sendReminder}
          </button>
        </section>
      ) : null}
      {actions.includes('cancel') ? (
        <section className="panel" aria-labelledby={`${id}-c`}>
          <h2 id={`${id}-c`}>{a.cancelTitle}</h2>
          <p className="muted">{a.cancelHint}</p>
          <button
            type="button"
            className="btn btn-outline"
            disabled={busy}
            aria-disabled={waiting}
            onClick={() => void post('cancel')}
          >
            {a.cancel}
          </button>
        </section>
      ) : null}
      {refund && refund.left > 0 ? (
        <section className="panel" aria-labelledby={`${id}-r`}>
          <h2 id={`${id}-r`}>{a.refundTitle}</h2>
          <p className="muted">
            {fill(refund.byTransfer ? a.refundTransferHint : a.refundHint, {
              refunded: formatPrice(refund.refunded / 100),
              total: formatPrice(refund.total / 100),
            })}
          </p>
          <form {...SCRIPT_FORM} onSubmit={onRefund} className="grid-2">
            <p className="field">
              <label htmlFor={`${id}-amount`}>{a.refundAmount}</label>
              <input
                id={`${id}-amount`}
                name="amount"
                inputMode="decimal"
                required
                defaultValue={(refund.left / 100).toFixed(2)}
              />
            </p>
            {refund.lines.map((l, i) => (
              <p className="field" key={i}>
                <label htmlFor={`${id}-restock-${i}`}>
                  {fill(a.restockLabel, { name: l.name })}{' '}
                  <span className="muted" data-testid="line-paid">
                    ({fill(a.linePaid, { amount: formatPrice(l.paid / 100) })})
                  </span>
                </label>
                <input
                  id={`${id}-restock-${i}`}
                  name={`restock-${i}`}
                  type="number"
                  min={0}
                  max={l.quantity}
                  defaultValue={0}
                />
              </p>
            ))}
            <p>
              <button type="submit" className="btn" disabled={busy} aria-disabled={waiting}>
                {refund.byTransfer ? a.refundTransfer : a.refund}
              </button>
            </p>
          </form>
        </section>
      ) : null}
      <section className="panel" aria-labelledby={`${id}-h`}>
        <h2 id={`${id}-h`}>{a.shipTitle}</h2>
        {actions.includes('ship') && carrier?.oneClick ? (
          <>
            <p className="muted">{c.shipWithHint}</p>
            <button
              type="button"
              className="btn"
              disabled={busy}
              aria-disabled={waiting}
              onClick={() => void post('ship', {})}
            >
              {fill(c.shipWith, { carrier: carrier.oneClick.carrier })}
            </button>
          </>
        ) : actions.includes('ship') ? (
          <form {...SCRIPT_FORM} onSubmit={onShip} className="grid-2">
            <p className="field">
              <label htmlFor={`${id}-code`}>{a.trackingCode}</label>
              <input id={`${id}-code`} name="code" maxLength={100} />
            </p>
            <p className="field">
              <label htmlFor={`${id}-link`}>{a.trackingLink}</label>
              <input id={`${id}-link`} name="link" type="url" maxLength={500} placeholder="https://" />
            </p>
            <p>
              <button type="submit" className="btn" disabled={busy} aria-disabled={waiting}>
                {a.markShipped}
              </button>
            </p>
          </form>
        ) : null}
        {carrier?.shipment ? (
          <CarrierShipment
            orderId={orderId}
            shipment={carrier.shipment}
            busy={busy}
            waiting={waiting}
            onCancel={() => void post('cancel-shipment')}
          />
        ) : null}
        {actions.includes('deliver') ? (
          <button
            type="button"
            className="btn"
            disabled={busy}
            aria-disabled={waiting}
            onClick={() => void post('deliver')}
          >
            {a.markDelivered}
          </button>
        ) : null}
        {actions.filter((x) => x !== 'cancel').length === 0 ? <p className="muted">{note}</p> : null}
        {error ? (
          <p className="form-msg error" role="alert">
            {error}
          </p>
        ) : null}
      </section>
    </>
  )
}
