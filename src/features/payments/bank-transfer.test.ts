import { describe, expect, it } from 'vitest'
import { DEMO_SELLER } from '@/lib/seller'
import { messages } from '@/i18n/messages'
import { holdUntil, termsDays, transferDetails, transferRows } from './bank-transfer'

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

  it('labels the details in the page’s language, the amount and the date as the shop writes them', () => {
    const order = { id: 42, totalAmount: 186.04, holdUntil: '2026-12-06T10:00:00.000Z' }
    const { deadline, rows } = transferRows(order, DEMO_SELLER, messages.it.success)
    expect(deadline).toBe('06/12/2026')
    expect(rows.map(([k]) => k)).toEqual(['Beneficiario', 'IBAN', 'Banca', 'Importo', 'Causale', 'Da pagare entro il'])
    expect(rows[3]![1]).toMatch(/^186,04\s€$/)
    expect(transferRows(order, DEMO_SELLER, messages.en.success).rows[4]).toEqual(['Payment reference', 'Ordine 42'])
  })

  it('on payment terms: the due date is the deadline (not the days the pieces are held), and the terms read in days', () => {
    const order = {
      id: 43,
      totalAmount: 500,
      createdAt: '2026-11-27T09:00:00.000Z',
      holdUntil: '2026-12-07T09:00:00.000Z',
      paymentDue: holdUntil(new Date('2026-11-27T09:00:00.000Z'), 30),
    }
    expect(order.paymentDue).toBe('2026-12-27T09:00:00.000Z')
    expect(transferDetails(order, DEMO_SELLER).deadline).toBe('2026-12-27T09:00:00.000Z')
    expect(transferRows(order, DEMO_SELLER, messages.en.success).deadline).toBe('27/12/2026')
    expect(termsDays(order)).toBe(30)
    expect(termsDays({ createdAt: order.createdAt, paymentDue: null })).toBe(0)
  })
})
