import { formatDate, formatPrice } from '@/i18n/config'
import type { Messages } from '@/i18n/messages'
import type { Seller } from '@/lib/seller'
import type { Order } from '@/payload-types'

/** Payment methods of an order: card (the provider's checkout) or a bank transfer (dealers, ADR 0026). */
export const PAYMENTS = ['card', 'bank-transfer'] as const
export type Payment = (typeof PAYMENTS)[number]

/**
 * Bank-transfer orders are found by this kind of session id (the success page): a checkout session's
 * shape (`cs_…`, what the order lookups accept) that no payment provider issues.
 */
export const TRANSFER_SESSION_PREFIX = 'cs_bt_'

/** Until when a bank-transfer order holds its pieces: `days` after it was placed. Pure. */
export const holdUntil = (placed: Date, days: number): string =>
  new Date(placed.getTime() + days * 86_400_000).toISOString()

/** The reference the dealer writes on the transfer: what the operator matches the money with. */
export const transferReference = (order: Pick<Order, 'id'>): string => `Ordine ${order.id}`

/** The payment terms an order was placed on, in whole days (0: pay before it is sold). Pure. */
export const termsDays = (order: Pick<Order, 'createdAt' | 'paymentDue'>): number =>
  order.paymentDue ? Math.round((Date.parse(order.paymentDue) - Date.parse(order.createdAt)) / 86_400_000) : 0

/** What a bank transfer needs: to whom, where, how much, with which reference, by when. Pure. */
export function transferDetails(
  order: Pick<Order, 'id' | 'totalAmount' | 'holdUntil' | 'paymentDue'>,
  seller: Pick<Seller, 'name' | 'iban' | 'bankName'>,
) {
  return {
    beneficiary: seller.name,
    iban: seller.iban.replace(/(.{4})/g, '$1 ').trim(),
    bank: seller.bankName,
    amount: order.totalAmount,
    reference: transferReference(order),
    // On payment terms the due date; otherwise until when the pieces are held.
    deadline: order.paymentDue ?? order.holdUntil ?? null,
  }
}

/** The transfer details as labelled rows in the page's language (the success page and the e-mail). */
export function transferRows(
  order: Pick<Order, 'id' | 'totalAmount' | 'holdUntil' | 'paymentDue'>,
  seller: Pick<Seller, 'name' | 'iban' | 'bankName'>,
  s: Messages['success'],
): { deadline: string; rows: [string, string][] } {
  const d = transferDetails(order, seller)
  const deadline = d.deadline ? formatDate(d.deadline) : ''
  return {
    deadline,
    rows: [
      [s.beneficiary, d.beneficiary],
      [s.iban, d.iban],
      [s.bank, d.bank],
      [s.amount, formatPrice(d.amount)],
      [s.reference, d.reference],
      [s.deadline, deadline],
    ],
  }
}
