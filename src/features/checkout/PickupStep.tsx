'use client'

import { useId, useState, type KeyboardEvent } from 'react'
import { fill } from '@/i18n/config'
import { distanceText, hoursLines, pickupAddress, type PickupPoint } from '@/features/orders'
import { useMessages, useShell } from '@/features/ui/client'
import './pickup.css'

export type Delivery = 'home' | 'pickup'

/**
 * The delivery choice's state for the checkout form: home by default; the point is forgotten when the country
 * changes (the search is per country) or the zone offers none. `missing` is the message when pickup is chosen
 * without a point (checked before paying); `order` is what the order request carries (the point's id only).
 */
export function usePickupChoice(offered: boolean, country: string) {
  const t = useMessages('pickup').pickup
  const [chosenDelivery, setDelivery] = useState<Delivery>('home')
  const [chosen, setPoint] = useState<PickupPoint | null>(null)
  const [error, setError] = useState('')
  // Derived, not synchronised: a point of another country (the billing country changed) is no choice.
  const delivery: Delivery = offered ? chosenDelivery : 'home'
  const point = chosen && chosen.country === country ? chosen : null
  const pickup = delivery === 'pickup'
  return {
    offered,
    step: {
      country,
      delivery,
      onDelivery: (d: Delivery) => {
        setDelivery(d)
        setError('')
      },
      point,
      onPoint: (p: PickupPoint | null) => {
        setPoint(p)
        if (p) setError('')
      },
      error,
    },
    missing: pickup && !point ? t.required : null,
    setError,
    order: pickup && point ? { delivery: 'pickup' as const, pickupPointId: point.id } : { delivery: 'home' as const },
  }
}

type Status = { kind: 'idle' | 'searching' | 'found' | 'error'; text: string }

/**
 * The checkout's delivery step where the zone offers pickup points (ADR 0043): home or a pickup point; a
 * search by postcode or city (a button, or Enter in the field: no form inside the checkout's form) that asks
 * the shop's endpoint; the points as a list of radio options with name, kind, address, hours and distance.
 * No map. The server re-reads the chosen point from the carrier: only its id is sent with the order.
 */
export function PickupStep({
  country,
  delivery,
  onDelivery,
  point,
  onPoint,
  error,
}: {
  /** ISO code of the billing country (the search is in it). */
  country: string
  delivery: Delivery
  onDelivery: (d: Delivery) => void
  point: PickupPoint | null
  onPoint: (p: PickupPoint | null) => void
  /** Why the order cannot go yet (no point chosen, or the server refused the point). */
  error?: string
}) {
  const { lang } = useShell()
  const t = useMessages('pickup').pickup
  const id = useId()
  const [q, setQ] = useState('')
  const [points, setPoints] = useState<PickupPoint[] | null>(null)
  const [searched, setSearched] = useState('')
  const [status, setStatus] = useState<Status>({ kind: 'idle', text: '' })

  const search = async () => {
    const place = q.trim()
    if (place.length < 2) return setStatus({ kind: 'error', text: t.badSearch })
    setStatus({ kind: 'searching', text: t.searching })
    try {
      const res = await fetch('/api/pickup-points', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ country, q: place }),
      })
      const body = (await res.json().catch(() => ({}))) as { points?: PickupPoint[]; message?: string; error?: string }
      if (!res.ok || !body.points) {
        setPoints(null)
        onPoint(null)
        return setStatus({ kind: 'error', text: body.error || t.unavailable })
      }
      setPoints(body.points)
      setSearched(place)
      if (point && !body.points.some((p) => p.id === point.id)) onPoint(null)
      setStatus({ kind: 'found', text: body.message ?? '' })
    } catch {
      setPoints(null)
      setStatus({ kind: 'error', text: t.unavailable })
    }
  }
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return
    e.preventDefault()
    void search()
  }

  return (
    <section aria-labelledby={`${id}-title`} data-testid="pickup-step">
      <fieldset className="field radio-row">
        <legend id={`${id}-title`}>{t.delivery}</legend>
        {(['home', 'pickup'] as const).map((d) => (
          <label key={d}>
            <input type="radio" name="delivery" value={d} checked={delivery === d} onChange={() => onDelivery(d)} />{' '}
            {d === 'home' ? t.home : t.point}
          </label>
        ))}
      </fieldset>
      {delivery === 'pickup' ? (
        <div>
          <p className="muted small">{t.billingStill}</p>
          <div className="pickup-search">
            <p className="field">
              <label htmlFor={`${id}-q`}>{t.searchLabel}</label>
              <input
                id={`${id}-q`}
                name="pickup-search"
                value={q}
                onChange={(e) => setQ(e.target.value)}
                onKeyDown={onKey}
                autoComplete="postal-code"
                maxLength={60}
              />
            </p>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => void search()}
              disabled={status.kind === 'searching'}
            >
              {t.search}
            </button>
          </div>
          <p
            role="status"
            className={status.kind === 'error' ? 'field-error' : 'muted small'}
            data-testid="pickup-status"
          >
            {status.text}
          </p>
          {points?.length ? (
            <fieldset
              className="pickup-list"
              aria-describedby={error ? `${id}-error` : undefined}
              aria-invalid={error ? true : undefined}
            >
              <legend>{fill(t.results, { place: searched })}</legend>
              <ul>
                {points.map((p) => {
                  const hours = hoursLines(p.hours, lang)
                  return (
                    <li key={p.id}>
                      <label className="pickup-option">
                        <input
                          type="radio"
                          name="pickup-point"
                          value={p.id}
                          checked={point?.id === p.id}
                          onChange={() => onPoint(p)}
                        />
                        <span>
                          <strong>{p.name}</strong> · {p.kind === 'locker' ? t.locker : t.shop}
                          <span>{pickupAddress(p)}</span>
                          <span className="muted small">
                            {t.hours}: {hours.length ? hours.join('; ') : t.noHours}
                          </span>
                          {p.distance !== null ? (
                            <span className="muted small">
                              {fill(t.away, { distance: distanceText(p.distance, lang) })}
                            </span>
                          ) : null}
                        </span>
                      </label>
                    </li>
                  )
                })}
              </ul>
            </fieldset>
          ) : null}
          {error ? (
            <p id={`${id}-error`} className="field-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
