/**
 * GTIN (EAN/UPC barcodes): GTIN-8, GTIN-12 (UPC-A), GTIN-13 (EAN-13) and GTIN-14, the last digit a
 * GS1 check digit (weights 3 and 1 from the right, modulo 10). Pure functions, no dependencies.
 */

/** The digits of a GTIN as people write it (spaces and dashes ignored); null when not 8, 12, 13 or 14 digits. */
export function normalizeGtin(value: string): string | null {
  const v = value.replace(/[\s-]+/g, '')
  return /^(\d{8}|\d{12,14})$/.test(v) ? v : null
}

/** The GS1 check digit for the digits before it. */
export function gtinCheckDigit(body: string): number {
  let sum = 0
  for (let i = 0; i < body.length; i++) {
    const fromRight = body.length - i
    sum += Number(body[i]) * (fromRight % 2 === 1 ? 3 : 1)
  }
  return (10 - (sum % 10)) % 10
}

/** True for a GTIN-8/12/13/14 whose check digit is right. */
export function isValidGtin(value: string): boolean {
  const v = normalizeGtin(value)
  if (!v) return false
  return gtinCheckDigit(v.slice(0, -1)) === Number(v[v.length - 1])
}
