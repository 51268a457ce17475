import Link from 'next/link'
import { fill, formatDate, formatTime } from '@/i18n/config'
import { getMessages } from '@/i18n/server'
import { confirmWithdrawal } from './actions'
import { ReturnLabelNotice } from './ReturnLabelNotice'
import { lineDescription, orderLines } from '@/features/cart'
import { withdrawableOrder } from './withdraw'
import { withdrawalDeadline, withdrawalWindow } from './withdrawal'

/**
 * /withdraw/{order}: the withdrawal function. It shows the order, asks or confirms the name and the
 * e-mail for the acknowledgement, lets the customer pick the lines, and offers "Confirm withdrawal";
 * after it, the acknowledgement with date and time. Outside the window it says why. A plain form.
 */
export async function WithdrawalPage({
  orderId,
  token,
  outcome,
  action = confirmWithdrawal,
}: {
  orderId: string
  token?: string
  outcome?: string
  /** The form's server action: the route gives one that also asks for a return label (features/carriers). */
  action?: (fd: FormData) => Promise<void>
}) {
  const { t } = await getMessages()
  const a = t.account
  const order = await withdrawableOrder(orderId, token)
  if (!order)
    return (
      <div className="container narrow section">
        <h1>{a.withdrawTitle}</h1>
        <p className="form-msg error">{a.withdrawLinkInvalid}</p>
      </div>
    )
  const window = withdrawalWindow(order)
  const w = order.withdrawal
  return (
    <div className="container narrow section">
      <h1>{a.withdrawTitle}</h1>
      <p>
        {a.withdrawOrder}: <strong>#{order.id}</strong>
      </p>
      {order.status === 'withdrawn' && w?.at ? (
        <>
          <p className={`form-msg ${outcome === 'done' ? 'success' : ''}`} role="status">
            {fill(a.withdrawDone, { date: formatDate(w.at), time: formatTime(w.at), email: w.email ?? order.email })}
          </p>
          <ReturnLabelNotice order={order} token={token} t={t} />
        </>
      ) : window.open ? (
        <form action={action} className="panel">
          <p>{window.until ? fill(a.withdrawIntro, { until: formatDate(window.until) }) : a.withdrawIntroOpen}</p>
          {outcome === 'invalid' ? (
            <p className="form-msg error" role="alert">
              {a.withdrawInvalid}
            </p>
          ) : null}
          <input type="hidden" name="orderId" value={String(order.id)} />
          <input type="hidden" name="t" value={token ?? ''} />
          <p className="field">
            <label htmlFor="withdraw-name">{a.withdrawName}</label>
            <input
              id="withdraw-name"
              name="name"
              required
              maxLength={200}
              autoComplete="name"
              defaultValue={[order.billingData?.firstName, order.billingData?.lastName].filter(Boolean).join(' ')}
            />
          </p>
          <p className="field">
            <label htmlFor="withdraw-email">{a.withdrawEmail}</label>
            <input
              id="withdraw-email"
              name="email"
              type="email"
              required
              maxLength={200}
              autoComplete="email"
              defaultValue={order.email}
            />
          </p>
          <fieldset className="field">
            <legend>{a.withdrawLines}</legend>
            {orderLines(order).map((l, i) => (
              <p key={i} className="field">
                <label htmlFor={`withdraw-line-${i}`}>{fill(a.withdrawLine, { name: lineDescription(l) })}</label>
                <input
                  id={`withdraw-line-${i}`}
                  name={`line-${i}`}
                  type="number"
                  min={0}
                  max={l.quantity}
                  defaultValue={l.quantity}
                  inputMode="numeric"
                />
              </p>
            ))}
          </fieldset>
          <button type="submit" className="btn">
            {a.withdrawConfirm}
          </button>
        </form>
      ) : (
        <p className="form-msg error" role="status">
          {window.reason === 'closed'
            ? fill(a.withdrawClosed, { date: formatDate(withdrawalDeadline(order) ?? new Date()) })
            : window.reason === 'already-withdrawn'
              ? a.withdrawAlready
              : window.reason === 'not-paid'
                ? a.withdrawNotPaid
                : window.reason === 'business'
                  ? a.withdrawBusiness
                  : a.withdrawNotPossible}
        </p>
      )}
      <Link href="/orders" className="link-arrow">
        ← {a.back}
      </Link>
    </div>
  )
}
