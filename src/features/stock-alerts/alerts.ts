import { ALERT_STATUSES } from '@/payload/values'
import { isBuyable, type AlertTarget, type StockState } from './back-in-stock'

/**
 * Back-in-stock alerts, the decisions (issue 40): what a sign-up does to an alert, which alerts are due.
 * - `unconfirmed`: a guest's, until the link of the confirmation e-mail is followed (double opt-in);
 * - `waiting`: confirmed (a signed-in customer's at once), sent when what it waits for comes back;
 * - `sent`: the one e-mail went; nothing more unless the visitor asks again;
 * - `stopped`: the unsubscribe link of an e-mail was followed.
 * The visitor's answer is the same whatever the address (it never tells whether it has an account or an
 * alert already): only what is e-mailed differs, and only to that address.
 */
export { ALERT_STATUSES }
export type AlertStatus = (typeof ALERT_STATUSES)[number]

export type SignUpOutcome = {
  /** The alert's status after the sign-up. */
  status: AlertStatus
  /** Whether a confirmation e-mail goes to the address (a guest's new or renewed request). */
  confirm: boolean
}

/**
 * A sign-up for one product (or fragrance) by an address that has `existing` (or no) alert for it.
 * Signed in, the address is the account's, known to be the visitor's: no confirmation. A guest asking
 * again for a waiting alert changes nothing and sends nothing (no second e-mail to someone who did not
 * ask for it); one whose alert went or was stopped starts again.
 */
export function signUp(existing: AlertStatus | null, signedIn: boolean): SignUpOutcome {
  if (existing === 'waiting') return { status: 'waiting', confirm: false }
  if (signedIn) return { status: 'waiting', confirm: false }
  return { status: 'unconfirmed', confirm: true }
}

/** Whether the confirmation link moves an alert on: only an unconfirmed one becomes waiting. */
export const confirmable = (status: AlertStatus): boolean => status === 'unconfirmed'

export type WaitingAlert = AlertTarget & { status: AlertStatus }

/**
 * The alerts of a product due in its state now: waiting, and what they wait for can be bought. Read after
 * every change of stock (an edit in /cms, an order cancelled or expired, a refund's restock), and when a
 * guest confirms an alert for something that came back meanwhile.
 */
export function alertsDue<T extends WaitingAlert>(state: StockState, alerts: readonly T[]): T[] {
  return alerts.filter((a) => a.status === 'waiting' && isBuyable(state, a))
}
