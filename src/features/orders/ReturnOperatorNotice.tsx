import { fill } from '@/i18n/config'
import type { Messages } from '@/i18n/messages'
import type { Order } from '@/payload-types'
import { returnFailure, returnLabelPath, returnState } from './return-label'

/** On the operator's order page: the withdrawal's return label (its ids and tracking), or why it was not made. */
export function ReturnOperatorNotice({ order, t }: { order: Order; t: Messages }) {
  const state = returnState(order)
  if (!state) return null
  const r = t.returns
  const rs = order.returnShipment
  const failure = returnFailure(order)
  const why = failure
    ? fill(r.why[failure.kind as keyof typeof r.why] ?? r.why.unavailable, { reason: failure.detail })
    : ''
  return (
    <div data-testid="return-operator">
      <h3>{r.labelTitle}</h3>
      {state === 'ready' ? (
        <p>
          {fill(r.operatorMade, {
            provider: rs?.provider ?? '',
            id: rs?.returnId ?? '',
            code: rs?.trackingNumber ?? '—',
          })}{' '}
          <a href={returnLabelPath(order.id)} download>
            {r.operatorDownload}
          </a>
        </p>
      ) : (
        <p className="form-msg error" role="status">
          {fill(r.operatorFailed, { reason: why })}
        </p>
      )}
    </div>
  )
}
