import { describe, expect, it } from 'vitest'
import {
  checkTransition,
  isHttpUrl,
  operatorAction,
  ORDER_STATUSES,
  TABS,
  tabStatuses,
  transitionsFrom,
  TRANSITIONS,
  type Actor,
  type OrderStatus,
} from './lifecycle'

const ACTORS: Actor[] = ['payment', 'operator', 'customer', 'system']

/** Every move the life cycle allows, written out: anything else is refused. */
const ALLOWED = new Set([
  'pending>paid:payment',
  'pending>needs-attention:payment',
  'needs-attention>paid:operator',
  'pending>expired:system',
  'expired>paid:payment',
  'expired>needs-attention:payment',
  'paid>shipped:operator',
  'pending>accepted:system',
  'accepted>shipped:operator',
  'accepted>refunded:payment',
  'shipped>delivered:operator',
  'shipped>delivered:system',
  'shipped>paid:operator',
  'shipped>accepted:operator',
  // The carrier confirms a cancel it had queued (ADR 0042): the same undo, by the system.
  'shipped>paid:system',
  'shipped>accepted:system',
  'pending>cancelled:customer',
  'pending>cancelled:operator',
  'cancelled>needs-attention:payment',
  'paid>refunded:payment',
  'shipped>refunded:payment',
  'delivered>refunded:payment',
  'needs-attention>refunded:payment',
  'paid>withdrawn:customer',
  'shipped>withdrawn:customer',
  'delivered>withdrawn:customer',
  'withdrawn>refunded:payment',
])

/** The reason given for refusals the operator can meet on the order page. */
const REASONS: Record<string, string> = {
  'pending>shipped:operator': 'not-yet:paid',
  'pending>delivered:operator': 'not-yet:shipped',
  'paid>delivered:operator': 'not-yet:shipped',
  'shipped>shipped:operator': 'already-done',
  'delivered>delivered:operator': 'already-done',
  'delivered>shipped:operator': 'already-done',
  'expired>shipped:operator': 'not-yet:paid',
  'pending>paid:operator': 'wrong-actor',
  'paid>paid:payment': 'already-done',
  'paid>expired:system': 'already-done',
  // A held payment is sold by the operator's accept (ADR 0031), never by another event.
  'needs-attention>paid:payment': 'wrong-actor',
  'paid>cancelled:customer': 'already-done',
  'shipped>cancelled:operator': 'already-done',
  'cancelled>cancelled:customer': 'already-done',
  'pending>refunded:payment': 'not-yet:paid',
  'paid>refunded:operator': 'wrong-actor',
}
const answer = (from: OrderStatus, to: OrderStatus, actor: Actor) => {
  const r = checkTransition(from, to, actor)
  if (r.ok) return 'ok'
  return r.error.kind === 'not-yet' ? `not-yet:${r.error.needs}` : r.error.kind
}

describe('order life cycle (transition table)', () => {
  for (const from of ORDER_STATUSES)
    for (const to of ORDER_STATUSES)
      for (const actor of ACTORS) {
        const key = `${from}>${to}:${actor}`
        const expected = ALLOWED.has(key) ? 'ok' : (REASONS[key] ?? 'refused')
        it(`${from} → ${to} by ${actor}: ${expected}`, () => {
          const got = answer(from, to, actor)
          if (expected === 'refused') expect(got).not.toBe('ok')
          else expect(got).toBe(expected)
        })
      }

  it('lists exactly the allowed next steps for each status and actor', () => {
    expect(transitionsFrom('pending', 'system').map((r) => r.to)).toEqual(['expired', 'accepted'])
    // A dealer's order on payment terms ships before it is paid; nobody but the shipping moves it on.
    expect(transitionsFrom('accepted', 'operator').map((r) => r.action)).toEqual(['ship'])
    expect(transitionsFrom('accepted', 'payment').map((r) => r.to)).toEqual(['refunded'])
    expect(transitionsFrom('accepted', 'customer')).toEqual([])
    expect(transitionsFrom('expired', 'payment').map((r) => r.to)).toEqual(['paid', 'needs-attention'])
    expect(transitionsFrom('pending', 'payment').map((r) => r.to)).toEqual(['paid', 'needs-attention'])
    expect(transitionsFrom('needs-attention', 'operator').map((r) => r.action)).toEqual(['accept'])
    expect(transitionsFrom('needs-attention', 'payment').map((r) => r.to)).toEqual(['refunded'])
    expect(transitionsFrom('pending', 'operator').map((r) => r.action)).toEqual(['cancel'])
    expect(transitionsFrom('pending', 'customer').map((r) => r.to)).toEqual(['cancelled'])
    expect(transitionsFrom('paid', 'customer').map((r) => r.to)).toEqual(['withdrawn'])
    expect(transitionsFrom('paid', 'payment').map((r) => r.to)).toEqual(['refunded'])
    expect(transitionsFrom('paid', 'operator').map((r) => r.action)).toEqual(['ship'])
    expect(transitionsFrom('shipped', 'operator').map((r) => r.action)).toEqual(['deliver', undefined, undefined])
    // Cancelling the carrier's shipment (no button of the table: features/carriers) undoes the shipping.
    expect(
      transitionsFrom('shipped', 'operator')
        .filter((r) => r.undo)
        .map((r) => r.to),
    ).toEqual(['paid', 'accepted'])
    expect(transitionsFrom('shipped', 'system').map((r) => r.to)).toEqual(['delivered', 'paid', 'accepted'])
    expect(transitionsFrom('delivered', 'operator')).toEqual([])
    expect(transitionsFrom('delivered', 'payment').map((r) => r.to)).toEqual(['refunded'])
  })

  it('gives each operator action one target status, and shipping needs tracking from wherever it starts', () => {
    expect(operatorAction('ship')).toMatchObject({ from: 'paid', to: 'shipped', requires: ['tracking'] })
    expect(operatorAction('deliver')).toMatchObject({ from: 'shipped', to: 'delivered' })
    expect(operatorAction('cancel')).toMatchObject({ from: 'pending', to: 'cancelled' })
    expect(operatorAction('accept')).toMatchObject({
      from: 'needs-attention',
      to: 'paid',
      requires: ['not-cancelled', 'pieces-reserved'],
    })
    for (const row of TRANSITIONS.filter((r) => r.action)) {
      expect(row.to).toBe(operatorAction(row.action!).to)
      expect(row.requires).toEqual(operatorAction(row.action!).requires)
    }
  })

  it('can hold several successors for one status', () => {
    const froms = TRANSITIONS.map((r) => r.from)
    // Each row is its own (from, to, by): a second successor or actor is a second row, never an override.
    expect(new Set(TRANSITIONS.map((r) => `${r.from}>${r.to}:${r.by}`)).size).toBe(TRANSITIONS.length)
    expect(froms.every((f) => ORDER_STATUSES.includes(f))).toBe(true)
  })

  it('puts every status in exactly one operator tab', () => {
    expect(TABS).toEqual(['unfulfilled', 'fulfilled', 'delivered', 'closed'])
    expect(tabStatuses('unfulfilled')).toEqual(['pending', 'accepted', 'paid', 'needs-attention', 'withdrawn'])
    expect(tabStatuses('closed')).toEqual(['expired', 'cancelled', 'refunded'])
    expect(tabStatuses('fulfilled')).toEqual(['shipped'])
    expect(tabStatuses('delivered')).toEqual(['delivered'])
    expect(TABS.flatMap(tabStatuses).sort()).toEqual([...ORDER_STATUSES].sort())
  })

  it('accepts only http(s) tracking links', () => {
    expect(isHttpUrl('https://track.example/1')).toBe(true)
    expect(isHttpUrl('javascript:alert(1)')).toBe(false)
    expect(isHttpUrl('track me')).toBe(false)
  })
})
