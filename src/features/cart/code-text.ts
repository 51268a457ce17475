import { fill, formatPrice } from '@/i18n/config'
import type { Messages } from '@/i18n/messages'
import type { CodeOutcome } from '@/features/pricing/server'

/** What the shopper reads about the code they typed, in the page's language (cart, checkout, the server's 4xx). */
export function codeText(t: Pick<Messages, 'cart'>, outcome: CodeOutcome): string {
  if (outcome.ok)
    return fill(outcome.freeShipping ? t.cart.codeFreeShipping : t.cart.codeApplied, { code: outcome.code })
  return fill(t.cart.codeRefused[outcome.reason], {
    code: outcome.typed,
    min: formatPrice(outcome.minimum ?? 0),
  })
}
