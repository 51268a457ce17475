import { fill } from '@/i18n/config'
import type { Messages } from '@/i18n/messages'
import type { Order } from '@/payload-types'
import { returnLabelPath, returnState } from './return-label'

/**
 * On the withdrawal's confirmation: the return label to download (with its tracking code), or — when the
 * provider refused or did not answer — that the shop sends it by e-mail. Nothing when no label is offered
 * (the confirmation's own text says how to send the goods back).
 */
export function ReturnLabelNotice({ order, token, t }: { order: Order; token?: string; t: Messages }) {
  const state = returnState(order)
  if (!state) return null
  const r = t.returns
  return (
    <section className="panel" aria-labelledby="return-label-h" data-testid="return-label">
      <h2 id="return-label-h">{r.labelTitle}</h2>
      {state === 'ready' ? (
        <>
          <p>{r.labelReady}</p>
          <p>
            <a className="btn" href={returnLabelPath(order.id, token)} download>
              {r.labelDownload}
            </a>
          </p>
          {order.returnShipment?.trackingNumber ? (
            <p>{fill(r.tracking, { code: order.returnShipment.trackingNumber })}</p>
          ) : null}
        </>
      ) : (
        <p className="form-msg" role="status">
          {r.labelFailed}
        </p>
      )}
    </section>
  )
}
