import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as en from '@zxcvbn-ts/language-en'
import * as it from '@zxcvbn-ts/language-it'

/**
 * Common and guessable passwords are refused (NIST SP 800-63B §5.1.1.2: check new passwords against
 * lists of commonly used or compromised values). zxcvbn-ts with the common, English and Italian
 * dictionaries, on the server only; a score below 2 ("too guessable": under ~10^6 guesses) is refused.
 * `context` are words the password must not lean on (the customer's name and e-mail, the shop's name).
 */
let zxcvbn: ZxcvbnFactory | undefined
const factory = () =>
  (zxcvbn ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary, ...it.dictionary },
    graphs: common.adjacencyGraphs,
  }))

export const MIN_STRENGTH = 2

export function isGuessablePassword(password: string, context: string[] = []): boolean {
  const words = [
    'vetrina',
    'candele',
    'candle',
    ...context.flatMap((c) => c.toLowerCase().split(/[^a-z0-9\u00c0-\u017f]+/)).filter((w) => w.length >= 3),
  ]
  return factory().check(password.slice(0, 100), words).score < MIN_STRENGTH
}
