/**
 * Discount codes (issue 38), pure: whether a code applies to a cart, and if so the discount of each
 * line in cents — or why not, as the shopper will be told. Not wired to the cart yet: the quote, the
 * order's record of the code, the reservation of a use with the order's and the documents come next.
 */
export type DiscountCode = {
  code: string
  kind: 'percent' | 'amount' | 'free-shipping'
  /** 1–100, for `percent`. */
  percent?: number | null
  /** For `amount`: taken off the eligible lines, never more than they cost. */
  amountCents?: number | null
  minSubtotalCents?: number | null
  starts?: Date | null
  ends?: Date | null
  /** Uses across all customers, and what is used (or held by a pending order) now. */
  maxUses?: number | null
  used: number
  maxPerCustomer?: number | null
  /** Limited to these products or categories (Italian names); none: every product. */
  productIds?: readonly string[]
  categories?: readonly string[]
  /** Not on lines on sale: below their list price (announced or not) or reduced by an offer (ADR 0032). */
  notWithSales?: boolean
}

/** A code as the database keeps it (its record's id). */
export type StoredCode = DiscountCode & { id: string }

export type CodeLine = { productId: string; category: string; cents: number; onSale: boolean }
export type CodeCart = { lines: readonly CodeLine[]; subtotalCents: number }

export type CodeRefusal =
  | 'unknown'
  | 'not-yet-valid'
  | 'expired'
  | 'used-up'
  | 'already-used'
  | 'below-minimum'
  | 'not-for-these-products'
  /** A dealer's cart while codes apply to consumers only (features/dealers). */
  | 'not-for-trade'

/** The discount code the shopper typed, as the quote applied it or why it did not. */
export type CodeOutcome = { typed: string } & (
  | { ok: true; code: string; amount: number; freeShipping: boolean }
  | { ok: false; reason: CodeRefusal; minimum?: number }
)

/** A typed code, as the server found it: the stored code (null: no such code) and this customer's uses. */
export type CodeLookup = { typed: string; found: StoredCode | null; usesByCustomer: number; now: Date }

export type CodeResult =
  | { ok: true; code: string; perLine: number[]; discountCents: number; freeShipping: boolean }
  | { ok: false; reason: CodeRefusal }

/** Codes are typed in any case, with stray spaces: `  benvenuto 10 ` is `BENVENUTO10`. */
export const normaliseCode = (typed: string): string => typed.replace(/\s+/g, '').toUpperCase()

/** A guest's uses are counted by e-mail: the same mailbox however it is typed. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase()

/**
 * Splits `total` cents over lines in proportion to their `weights`, exactly: each line gets its floor
 * share and the cents left go to the largest remainders (earlier lines first on a tie).
 */
export function splitCents(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0)
  if (sum <= 0 || total <= 0) return weights.map(() => 0)
  const exact = weights.map((w) => (total * w) / sum)
  const out = exact.map(Math.floor)
  let left = total - out.reduce((a, b) => a + b, 0)
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1])
  for (const [, i] of order) {
    if (left <= 0) break
    out[i] = out[i]! + 1
    left -= 1
  }
  return out
}

/** The code `typed` on `cart`: `found` is the stored code of that name, if any; `usesByCustomer` this customer's. */
export function applyCode(
  found: DiscountCode | null,
  cart: CodeCart,
  { now, usesByCustomer }: { now: Date; usesByCustomer: number },
): CodeResult {
  if (!found) return { ok: false, reason: 'unknown' }
  const t = now.getTime()
  if (found.starts && t < found.starts.getTime()) return { ok: false, reason: 'not-yet-valid' }
  if (found.ends && t >= found.ends.getTime()) return { ok: false, reason: 'expired' }
  if (found.maxUses != null && found.used >= found.maxUses) return { ok: false, reason: 'used-up' }
  if (found.maxPerCustomer != null && usesByCustomer >= found.maxPerCustomer)
    return { ok: false, reason: 'already-used' }
  if (found.minSubtotalCents != null && cart.subtotalCents < found.minSubtotalCents)
    return { ok: false, reason: 'below-minimum' }
  const limited = Boolean(found.productIds?.length || found.categories?.length)
  const eligible = cart.lines.map(
    (l) =>
      !(found.notWithSales && l.onSale) &&
      (!limited ||
        Boolean(found.productIds?.includes(l.productId)) ||
        Boolean(found.categories?.some((c) => c.trim().toLowerCase() === l.category.trim().toLowerCase()))),
  )
  if (found.kind !== 'free-shipping' && !eligible.some(Boolean)) return { ok: false, reason: 'not-for-these-products' }
  let perLine = cart.lines.map(() => 0)
  if (found.kind === 'percent')
    perLine = cart.lines.map((l, i) => (eligible[i] ? Math.round((l.cents * (found.percent ?? 0)) / 100) : 0))
  else if (found.kind === 'amount') {
    const base = cart.lines.map((l, i) => (eligible[i] ? l.cents : 0))
    const total = Math.min(
      found.amountCents ?? 0,
      base.reduce((a, b) => a + b, 0),
    )
    perLine = splitCents(total, base)
  }
  return {
    ok: true,
    code: found.code,
    perLine,
    discountCents: perLine.reduce((a, b) => a + b, 0),
    freeShipping: found.kind === 'free-shipping',
  }
}

/** What the operator may save as a code (the field validation of /cms, REST and the Local API). */
export type CodeInput = {
  code?: string | null
  kind?: DiscountCode['kind'] | null
  percent?: number | null
  amount?: number | null
  starts?: string | Date | null
  ends?: string | Date | null
}

export type CodeProblem = { path: keyof CodeInput; it: string; en: string }

/** Letters, digits and dashes, 3 to 32 of them, once normalised. */
export const CODE_PATTERN = /^[A-Z0-9-]{3,32}$/

export function codeProblems(c: CodeInput): CodeProblem[] {
  const out: CodeProblem[] = []
  const say = (path: keyof CodeInput, it: string, en: string) => out.push({ path, it, en })
  if (!CODE_PATTERN.test(normaliseCode(c.code ?? '')))
    say('code', 'Da 3 a 32 lettere, cifre o trattini.', 'From 3 to 32 letters, digits or dashes.')
  if (c.kind === 'percent' && !(typeof c.percent === 'number' && c.percent >= 1 && c.percent <= 100))
    say('percent', 'Indica una percentuale da 1 a 100.', 'Give a percentage from 1 to 100.')
  if (c.kind === 'amount' && !(typeof c.amount === 'number' && c.amount > 0))
    say('amount', 'Indica l’importo dello sconto.', 'Give the discount’s amount.')
  if (c.starts && c.ends && new Date(c.ends).getTime() <= new Date(c.starts).getTime())
    say('ends', 'La fine deve venire dopo l’inizio.', 'The end must come after the start.')
  return out
}
