/** Invoice numbers: sequential per calendar year, e.g. 2026/0001. */
export const formatInvoiceNumber = (year: number, n: number) => `${year}/${String(n).padStart(4, '0')}`

/** 2026/0001 → { year: 2026, n: 1 }. */
export function invoiceNumberParts(invoiceNumber: string): { year: number; n: number } {
  const m = /^(\d{4})\/(\d+)$/.exec(invoiceNumber)
  if (!m) throw new Error(`not an invoice number: ${invoiceNumber}`)
  return { year: Number(m[1]), n: Number(m[2]) }
}
