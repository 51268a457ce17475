import type { Messages } from '@/i18n/messages'

const OUTCOMES = ['sent', 'waiting', 'available', 'invalid', 'unknown', 'failed', 'confirmed', 'stopped'] as const

/** The text of an outcome named in a URL; anything else reads as a link that is not valid. */
export function statusText(m: Messages['stockAlert'], status: string | undefined): string {
  const known = (OUTCOMES as readonly string[]).includes(status ?? '') ? (status as (typeof OUTCOMES)[number]) : null
  // 'waiting' names the account's address in the script's answer; without it the sentence stays general.
  if (known === 'waiting') return m.confirmed
  return known ? m[known] : m.linkInvalid
}
