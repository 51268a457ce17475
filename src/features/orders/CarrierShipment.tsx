'use client'

import { useId } from 'react'
import { useMessages } from '@/features/ui/client'
import { ShipmentLabels } from './ShipmentLabels'

/** What the order page offers for a carrier platform (features/carriers' panel, as plain data). */
export type CarrierPanelData = {
  oneClick: { carrier: string } | null
  shipment: {
    carrier: string
    cancellable: boolean
    /** A cancel the carrier queued, did, or could not do (a withdrawn or refunded order's shipment). */
    cancellation: 'queued' | 'cancelled' | 'failed' | null
    /** The carrier's id of each parcel, the first first: each has its label (A6, A4). */
    parcels: string[]
  } | null
}

/**
 * The carrier's shipment of an order on the operator's order page (AdminOrderActions): its parcels' labels,
 * what became of a cancel, and the cancel while the carrier still takes one.
 */
export function CarrierShipment({
  orderId,
  shipment,
  busy,
  waiting,
  onCancel,
}: {
  orderId: string
  shipment: NonNullable<CarrierPanelData['shipment']>
  busy: boolean
  /** Until the page's script runs (aria-disabled): a tap would do nothing yet. */
  waiting: true | undefined
  onCancel: () => void
}) {
  const id = useId()
  const c = useMessages('carriers').carriers
  return (
    <div className="panel" aria-labelledby={`${id}-l`}>
      <h3 id={`${id}-l`}>
        {c.labelTitle} ({shipment.carrier})
      </h3>
      <ShipmentLabels orderId={orderId} parcels={shipment.parcels} />
      {shipment.cancellation ? (
        <p
          className={shipment.cancellation === 'failed' ? 'form-msg error' : 'muted'}
          data-testid="shipment-cancellation"
        >
          {c.cancellation[shipment.cancellation]}
        </p>
      ) : null}
      {shipment.cancellable ? (
        <>
          <p className="muted">{c.cancelShipmentHint}</p>
          <button type="button" className="btn btn-outline" disabled={busy} aria-disabled={waiting} onClick={onCancel}>
            {c.cancelShipment}
          </button>
        </>
      ) : null}
    </div>
  )
}
