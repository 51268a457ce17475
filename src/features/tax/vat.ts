import { roundMoney } from '@/lib/money'

/** Italian VAT: shop prices include 22% VAT; the invoice shows the taxable amount and the VAT separately. */
export const VAT_RATE = 22

export function splitVat(gross: number, ratePercent = VAT_RATE): { taxable: number; vat: number; gross: number } {
  const taxable = roundMoney(gross / (1 + ratePercent / 100))
  return { taxable, vat: roundMoney(gross - taxable), gross: roundMoney(gross) }
}
