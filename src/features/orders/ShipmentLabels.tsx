'use client'

import { fill } from '@/i18n/config'
import { useMessages } from '@/features/ui/client'

const href = (orderId: string | number, paper: 'A6' | 'A4', parcel?: string) =>
  `/api/admin/orders/${orderId}/label/${paper}${parcel ? `?parcel=${encodeURIComponent(parcel)}` : ''}`

/**
 * The labels of a carrier shipment (issue 55): one parcel, its A6 and A4 downloads as before; several, a list
 * with each parcel's A6 and A4 ("Collo 2 di 3"), every one fetched from the carrier when clicked.
 */
export function ShipmentLabels({ orderId, parcels }: { orderId: string | number; parcels: string[] }) {
  const c = useMessages('carriers').carriers
  if (parcels.length <= 1)
    return (
      <p>
        <a className="btn btn-outline" href={href(orderId, 'A6')} download>
          {c.labelA6}
        </a>{' '}
        <a className="btn btn-outline" href={href(orderId, 'A4')} download>
          {c.labelA4}
        </a>
      </p>
    )
  return (
    <ul className="shipment-labels" data-testid="shipment-labels">
      {parcels.map((parcel, i) => {
        const name = fill(c.parcelOf, { n: i + 1, count: parcels.length })
        return (
          <li key={parcel}>
            {name}:{' '}
            <a
              className="btn btn-outline"
              href={href(orderId, 'A6', parcel)}
              download
              aria-label={`${c.labelA6} — ${name}`}
            >
              {c.labelA6}
            </a>{' '}
            <a
              className="btn btn-outline"
              href={href(orderId, 'A4', parcel)}
              download
              aria-label={`${c.labelA4} — ${name}`}
            >
              {c.labelA4}
            </a>
          </li>
        )
      })}
    </ul>
  )
}
