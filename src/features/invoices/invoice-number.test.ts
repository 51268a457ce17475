import { describe, expect, it } from 'vitest'
import { formatInvoiceNumber } from './invoice-number'

describe('invoice numbers', () => {
  it('formats invoice numbers per year', () => {
    expect(formatInvoiceNumber(2026, 1)).toBe('2026/0001')
    expect(formatInvoiceNumber(2026, 12345)).toBe('2026/12345')
  })
})
