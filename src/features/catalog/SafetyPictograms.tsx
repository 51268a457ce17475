import type { ReactNode } from 'react'
import type { Pictogram } from '@/features/products/server'

/**
 * The EN 15494 candle safety pictograms, drawn inline (no request, crisp at any size): black on white in
 * a frame, a red bar where the standard forbids something. Each is an image named by its warning text.
 */

const candle = (x: number, y = 0) => (
  <g transform={`translate(${x} ${y})`}>
    <rect x="-4" y="26" width="8" height="14" rx="1" fill="currentColor" />
    <path d="M0 13c3 4 4 7 2.5 10-1 1.8-4 1.8-5 0C-4 20-3 17 0 13z" fill="currentColor" />
    <line x1="0" y1="23.5" x2="0" y2="26" stroke="currentColor" strokeWidth="1" />
  </g>
)

const forbid = <line x1="10" y1="10" x2="38" y2="38" stroke="#c8102e" strokeWidth="3" strokeLinecap="round" />

const DRAWINGS: Record<Pictogram, ReactNode> = {
  // A lit candle and a person walking away, crossed out.
  unattended: (
    <>
      {candle(16)}
      <circle cx="33" cy="16" r="2.5" fill="currentColor" />
      <path d="M33 19l-2 9 3 4v7M31 28l-4 10M32 21l5 4" stroke="currentColor" strokeWidth="2" fill="none" />
      {forbid}
    </>
  ),
  // A lit candle too close to a curtain, crossed out.
  flammable: (
    <>
      {candle(18)}
      <path
        d="M30 8c2 4-2 8 0 12s-2 8 0 12 2 6 0 8M36 8c2 4-2 8 0 12s-2 8 0 12 2 6 0 8"
        stroke="currentColor"
        strokeWidth="2"
        fill="none"
      />
      {forbid}
    </>
  ),
  // A lit candle and a child reaching for it, crossed out.
  children: (
    <>
      {candle(14)}
      <circle cx="33" cy="22" r="3" fill="currentColor" />
      <path d="M33 25v8m0 0l-3 6m3-6l3 6M33 28l-6-3" stroke="currentColor" strokeWidth="2" fill="none" />
      {forbid}
    </>
  ),
  // Two lit candles with 10 cm between them.
  distance: (
    <>
      {candle(11)}
      {candle(37)}
      <path d="M17 33h14M17 33l3-2m-3 2l3 2M31 33l-3-2m3 2l-3 2" stroke="currentColor" strokeWidth="1.5" fill="none" />
      <text x="24" y="29" fontSize="6" textAnchor="middle" fill="currentColor">
        10 cm
      </text>
    </>
  ),
  // A lit candle in a draught (wind lines), crossed out.
  draught: (
    <>
      {candle(28)}
      <path d="M6 18h12M4 24h14M6 30h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
      {forbid}
    </>
  ),
  // A lit candle standing on a heat-resistant base.
  surface: (
    <>
      {candle(24, -3)}
      <rect x="12" y="37" width="24" height="4" fill="currentColor" />
    </>
  ),
  // A lit candle being carried (arrow), crossed out.
  move: (
    <>
      {candle(18)}
      <path d="M26 20h14m0 0l-4-3m4 3l-4 3" stroke="currentColor" strokeWidth="2" fill="none" />
      {forbid}
    </>
  ),
}

export function SafetyPictogram({ id, titleId, title }: { id: Pictogram; titleId: string; title: string }) {
  return (
    <svg className="pictogram" viewBox="0 0 48 48" width="48" height="48" role="img" aria-labelledby={titleId}>
      <title id={titleId}>{title}</title>
      <rect x="1" y="1" width="46" height="46" rx="4" fill="#fff" stroke="currentColor" strokeWidth="2" />
      {DRAWINGS[id]}
    </svg>
  )
}

/** The CLP/GHS07 hazard pictogram: a black exclamation mark in a red-bordered diamond. */
export function Ghs07({ title }: { title: string }) {
  return (
    <svg className="pictogram ghs" viewBox="0 0 48 48" width="48" height="48" role="img" aria-label={title}>
      <path d="M24 2l22 22-22 22L2 24z" fill="#fff" stroke="#c8102e" strokeWidth="3.5" strokeLinejoin="round" />
      <path d="M21.5 12h5l-1 17h-3z" fill="#000" />
      <circle cx="24" cy="34" r="2.8" fill="#000" />
    </svg>
  )
}
