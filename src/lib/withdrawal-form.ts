import { sellerAddressLine, type Seller } from './seller'

/**
 * The model withdrawal form of Annex I-B of Directive 2011/83 (Consumer Code, allegato I, parte B), with
 * the seller's details filled in. One text for the terms of sale, the order confirmation e-mail and its PDF.
 * `text` is the form in the reader's language (the messages' `withdrawalForm`), `{seller}` filled in here.
 */
export function modelWithdrawalForm(
  text: { title: string; lines: readonly string[] },
  s: Seller,
  email: string,
): { title: string; lines: string[] } {
  const seller = `${s.name}, ${sellerAddressLine(s)}, ${email}`
  return { title: text.title, lines: text.lines.map((l) => l.replace('{seller}', () => seller)) }
}
