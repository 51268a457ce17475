import { roundMoney } from '@/lib/money'

/** Italian VAT: shop prices include 22% VAT; the invoice shows the taxable amount and the VAT separately. */
export const VAT_RATE = 22

export function splitVat(gross: number, ratePercent = VAT_RATE): { taxable: number; vat: number; gross: number } {
  const taxable = roundMoney(gross / (1 + ratePercent / 100))
  return { taxable, vat: roundMoney(gross - taxable), gross: roundMoney(gross) }
}

/** Invoice numbers: sequential per calendar year, e.g. 2026/0001. */
export const formatInvoiceNumber = (year: number, n: number) => `${year}/${String(n).padStart(4, '0')}`

/** 2026/0001 → { year: 2026, n: 1 }. */
export function invoiceNumberParts(invoiceNumber: string): { year: number; n: number } {
  const m = /^(\d{4})\/(\d+)$/.exec(invoiceNumber)
  if (!m) throw new Error(`not an invoice number: ${invoiceNumber}`)
  return { year: Number(m[1]), n: Number(m[2]) }
}
