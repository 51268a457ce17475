import { describe, expect, it } from 'vitest'
import { DEMO_SELLER } from '@/lib/seller'
import { holdUntil, transferDetails } from './bank-transfer'

describe('bank transfer', () => {
  it('holds the pieces for the set number of days', () => {
    expect(holdUntil(new Date('2026-11-26T10:00:00Z'), 10)).toBe('2026-12-06T10:00:00.000Z')
  })

  it('tells the dealer whom to pay, the IBAN in groups of four, the amount and the order as reference', () => {
    const d = transferDetails({ id: 42, totalAmount: 186.04, holdUntil: '2026-12-06T10:00:00.000Z' }, DEMO_SELLER)
    expect(d).toEqual({
      beneficiary: 'Vetrina S.r.l.',
      iban: 'IT60 X054 2811 1010 0000 0123 456',
      bank: 'Banca Esempio, filiale di Vittorio Veneto',
      amount: 186.04,
      reference: 'Ordine 42',
      deadline: '2026-12-06T10:00:00.000Z',
    })
  })
})
