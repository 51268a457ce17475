import { describe, expect, it } from 'vitest'
import type { Order } from '@/payload-types'
import { heldFrom, heldView, holdReason, paidCents } from './held'

const at = '2026-11-27T10:00:00.000Z'
const order = (over: Partial<Order>) =>
  ({ status: 'needs-attention', totalAmount: 45.5, heldPayment: null, history: [], ...over }) as Order

describe('held payments', () => {
  it('holds a payment whose amount differs (pending or expired), and any payment after a cancel', () => {
    expect(holdReason('pending', 4550, 4550)).toBeNull()
    expect(holdReason('expired', 4550, 4550)).toBeNull()
    expect(holdReason('pending', 4550, 3689)).toBe('amount-differs')
    expect(holdReason('pending', 4550, 4551)).toBe('amount-differs')
    expect(holdReason('expired', 4550, 100)).toBe('amount-differs')
    expect(holdReason('cancelled', 4550, 4550)).toBe('cancelled')
    expect(holdReason('cancelled', 4550, 1)).toBe('cancelled')
    // Already sold (or held): nothing more to decide here.
    expect(holdReason('paid', 4550, 1)).toBeNull()
  })

  it('reads what was paid: the held amount, else the total', () => {
    expect(paidCents({ totalAmount: 45.5, heldPayment: { amount: 36.89 } })).toBe(3689)
    expect(paidCents({ totalAmount: 45.5, heldPayment: { amount: null } })).toBe(4550)
    expect(paidCents({ totalAmount: 45.5 })).toBe(4550)
  })

  it('knows where a hold came from: recorded, or the history line before it (orders held before the record)', () => {
    expect(heldFrom({ heldPayment: { from: 'pending' } })).toBe('pending')
    const history = (...s: string[]) => s.map((status) => ({ status, by: 'x', at }))
    expect(heldFrom({ history: history('pending', 'expired', 'needs-attention') })).toBe('expired')
    expect(heldFrom({ history: history('pending', 'cancelled', 'needs-attention') })).toBe('cancelled')
    expect(heldFrom({ history: history('needs-attention') })).toBeNull()
    expect(heldFrom({ history: [] })).toBeNull()
  })

  it('shows the operator both amounts, whether the pieces are still taken, and whether it may be accepted', () => {
    expect(heldView(order({ status: 'paid' }))).toBeNull()
    expect(heldView(order({ heldPayment: { amount: 36.89, from: 'pending', at } }))).toEqual({
      expectedCents: 4550,
      paidCents: 3689,
      from: 'pending',
      amountDiffers: true,
      piecesKept: true,
      refundAsked: false,
      acceptable: true,
    })
    // Once its refund was asked of the provider it can no longer be accepted (issue 52 review 1).
    expect(heldView(order({ heldPayment: { amount: 36.89, from: 'pending', at, decision: 'refund' } }))).toMatchObject({
      refundAsked: true,
      acceptable: false,
      piecesKept: true,
    })
    expect(heldView(order({ heldPayment: { amount: 45.5, from: 'expired', at } }))).toMatchObject({
      amountDiffers: false,
      piecesKept: false,
      acceptable: true,
    })
    expect(heldView(order({ heldPayment: { amount: 45.5, from: 'cancelled', at } }))).toMatchObject({
      piecesKept: false,
      acceptable: false,
    })
    // Held before anything was recorded, and nothing in the history: refund only.
    expect(heldView(order({}))).toMatchObject({ from: null, acceptable: false, paidCents: 4550 })
  })
})
