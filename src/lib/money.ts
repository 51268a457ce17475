/**
 * Euro amounts, one way: prices are stored as euros with two decimals and every sum or product is
 * made in whole cents, so no float drift ever reaches a total, an invoice or a payment.
 */

/** Euros to whole cents (half a cent rounds away from zero, as an accountant would). */
export const toCents = (eur: number): number => Math.sign(eur) * Math.round(Math.abs(eur) * 100 + 1e-7)

export const fromCents = (cents: number): number => cents / 100

/** Euros rounded to the cent. */
export const roundMoney = (eur: number): number => fromCents(toCents(eur))

/** Sum of euro amounts, exact to the cent. */
export const sumMoney = (amounts: readonly number[]): number => fromCents(amounts.reduce((s, a) => s + toCents(a), 0))

/** A line's total: unit price × quantity, exact to the cent. */
export const lineTotal = (price: number, quantity: number): number => fromCents(toCents(price) * quantity)
