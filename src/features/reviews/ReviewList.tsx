'use client'

import { useId, useRef, useState, type ReactNode } from 'react'
import { useChoiceMadeEarly } from '@/features/ui/client'

/**
 * The published reviews, drawn by the server in the order "the visitor's language first, newest first";
 * the visitor may switch to "most useful first" (the server's second order). Without JavaScript the
 * first order stays.
 */
export function ReviewList({
  items,
  useful,
  label,
  options,
}: {
  items: ReactNode[]
  /** The indices of `items` in the most-useful order. */
  useful: number[]
  label: string
  options: { newest: string; useful: string }
}) {
  const [order, setOrder] = useState<'newest' | 'useful'>('newest')
  const id = useId()
  const field = useRef<HTMLSelectElement>(null)
  useChoiceMadeEarly(field, order, (v) => setOrder(v === 'useful' ? 'useful' : 'newest'))
  const shown = order === 'useful' ? useful.map((i) => items[i]) : items
  return (
    <>
      {items.length > 1 ? (
        <p className="field review-sort">
          <label htmlFor={id}>{label}</label>
          <select ref={field} id={id} value={order} onChange={(e) => setOrder(e.target.value as 'newest' | 'useful')}>
            <option value="newest">{options.newest}</option>
            <option value="useful">{options.useful}</option>
          </select>
        </p>
      ) : null}
      <ol className="review-list">{shown}</ol>
    </>
  )
}
