import { describe, expect, it } from 'vitest'
import { awaitingTransfer, dueOnTerms, overdueOnTerms, unpaidOnTerms } from './payment-state'

const onTerms = {
  payment: 'bank-transfer' as const,
  paymentDue: '2026-12-27T09:00:00.000Z',
  transferDate: null,
  status: 'accepted' as const,
}

describe('where a bank-transfer order stands with its money', () => {
  it('an order on payment terms is due from its confirmation until its transfer is recorded, shipped or not', () => {
    expect(dueOnTerms(onTerms)).toBe(true)
    expect(dueOnTerms({ ...onTerms, status: 'shipped' })).toBe(true)
    expect(dueOnTerms({ ...onTerms, status: 'delivered' })).toBe(true)
    expect(dueOnTerms({ ...onTerms, transferDate: '2026-12-20T12:00:00.000Z' })).toBe(false)
    expect(unpaidOnTerms({ ...onTerms, transferDate: '2026-12-20T12:00:00.000Z' })).toBe(false)
    // Not yet confirmed (or never): the transfer is awaited before it is sold, as without terms.
    expect(dueOnTerms({ ...onTerms, status: 'pending' })).toBe(false)
    expect(awaitingTransfer({ ...onTerms, status: 'pending' })).toBe(true)
    // A card order or a plain transfer is never "on terms".
    expect(dueOnTerms({ ...onTerms, payment: 'card' })).toBe(false)
    expect(dueOnTerms({ ...onTerms, paymentDue: null })).toBe(false)
    expect(awaitingTransfer({ payment: 'card', status: 'pending' })).toBe(false)
  })

  it('is overdue only after its due date, and nothing of it can be refunded before the money came', () => {
    expect(overdueOnTerms(onTerms, new Date('2026-12-27T08:59:00.000Z'))).toBe(false)
    expect(overdueOnTerms(onTerms, new Date('2026-12-27T09:01:00.000Z'))).toBe(true)
    expect(overdueOnTerms({ ...onTerms, transferDate: '2026-12-28T12:00:00.000Z' }, new Date('2027-01-10'))).toBe(false)
    expect(unpaidOnTerms({ payment: 'bank-transfer', paymentDue: onTerms.paymentDue, transferDate: null })).toBe(true)
  })
})
