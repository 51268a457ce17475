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

const ACTORS: Actor[] = ['payment', 'operator']

/**
 * Every (from, to, actor) triple and its expected answer: 'ok' for the three moves of the life cycle;
 * otherwise the reason given — the move belongs to the other actor, a status must be reached first,
 * or the step is already taken (staying put or going backwards).
 */
const EXPECTED: Record<string, string> = {
  'pending>pending:payment': 'already-done',
  'pending>pending:operator': 'already-done',
  'pending>paid:payment': 'ok',
  'pending>paid:operator': 'wrong-actor',
  'pending>shipped:payment': 'wrong-actor',
  'pending>shipped:operator': 'not-yet:paid',
  'pending>delivered:payment': 'wrong-actor',
  'pending>delivered:operator': 'not-yet:shipped',
  'paid>pending:payment': 'already-done',
  'paid>pending:operator': 'already-done',
  'paid>paid:payment': 'already-done',
  'paid>paid:operator': 'wrong-actor',
  'paid>shipped:payment': 'wrong-actor',
  'paid>shipped:operator': 'ok',
  'paid>delivered:payment': 'wrong-actor',
  'paid>delivered:operator': 'not-yet:shipped',
  'shipped>pending:payment': 'already-done',
  'shipped>pending:operator': 'already-done',
  'shipped>paid:payment': 'already-done',
  'shipped>paid:operator': 'wrong-actor',
  'shipped>shipped:payment': 'wrong-actor',
  'shipped>shipped:operator': 'already-done',
  'shipped>delivered:payment': 'wrong-actor',
  'shipped>delivered:operator': 'ok',
  'delivered>pending:payment': 'already-done',
  'delivered>pending:operator': 'already-done',
  'delivered>paid:payment': 'already-done',
  'delivered>paid:operator': 'wrong-actor',
  'delivered>shipped:payment': 'wrong-actor',
  'delivered>shipped:operator': 'already-done',
  'delivered>delivered:payment': 'wrong-actor',
  'delivered>delivered:operator': 'already-done',
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
        const expected = EXPECTED[key]
        it(`${from} → ${to} by ${actor}: ${expected}`, () => expect(answer(from, to, actor)).toBe(expected))
      }

  it('lists exactly the allowed next steps for each status and actor', () => {
    expect(transitionsFrom('pending', 'payment').map((r) => r.to)).toEqual(['paid'])
    expect(transitionsFrom('pending', 'operator')).toEqual([])
    expect(transitionsFrom('paid', 'operator').map((r) => r.action)).toEqual(['ship'])
    expect(transitionsFrom('shipped', 'operator').map((r) => r.action)).toEqual(['deliver'])
    expect(transitionsFrom('delivered', 'operator')).toEqual([])
    expect(transitionsFrom('delivered', 'payment')).toEqual([])
  })

  it('names each operator action once, and shipping needs tracking', () => {
    expect(operatorAction('ship')).toMatchObject({ from: 'paid', to: 'shipped', requires: ['tracking'] })
    expect(operatorAction('deliver')).toMatchObject({ from: 'shipped', to: 'delivered' })
    const actions = TRANSITIONS.flatMap((r) => (r.action ? [r.action] : []))
    expect(new Set(actions).size).toBe(actions.length)
  })

  it('can hold several successors for one status', () => {
    const froms = TRANSITIONS.map((r) => r.from)
    // Each row is its own (from, to) pair: a second successor is a second row, never an override.
    expect(new Set(TRANSITIONS.map((r) => `${r.from}>${r.to}`)).size).toBe(TRANSITIONS.length)
    expect(froms.every((f) => ORDER_STATUSES.includes(f))).toBe(true)
  })

  it('puts every status in exactly one operator tab', () => {
    expect(TABS).toEqual(['unfulfilled', 'fulfilled', 'delivered'])
    expect(tabStatuses('unfulfilled')).toEqual(['pending', 'paid'])
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
