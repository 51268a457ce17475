import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { chargedTotals, vatRegime, type BuyerKind, type VatRegime } from '@/features/tax/regime'
import { fromCents, sumMoney, toCents } from '@/lib/money'
import { stripeLineItems, stripeTotalCents, type StripeOrder } from './stripe-lines'

type Line = { name: string; price: number; quantity: number; discount?: number; fragrance?: string; sets?: string }

/** An order as the checkout stores it (checkout/create-order.ts): its amounts from chargedTotals. */
function orderOf(
  lines: Line[],
  shipping: number,
  regime: VatRegime,
  { trade = false, offers = '', code = '' } = {},
): StripeOrder {
  const a = chargedTotals(lines, shipping, regime, trade)
  return {
    items: lines.map((l, i) => ({
      name: l.name,
      fragrance: l.fragrance ?? '',
      sets: l.sets ?? '',
      price: a.units[i]!,
      quantity: l.quantity,
      discount: a.discounts[i]!,
    })),
    shippingFee: a.shipping,
    totalAmount: a.total,
    trade,
    vat: { kind: regime.kind, rate: regime.rate, country: regime.country },
    offers: offers || null,
    discountCode: code || null,
  }
}

const DEALER_IT = vatRegime({ destination: 'IT', buyer: 'it-business', oss: false })
const shown = (lines: ReturnType<typeof stripeLineItems>) =>
  lines.map((l) => [l.price_data!.product_data!.name, l.price_data!.unit_amount, l.quantity])

describe('Stripe’s lines for an order', () => {
  it('a dealer in Italy: the net lines, the net shipping and the VAT on their sum — the order’s total with VAT', () => {
    const order = orderOf(
      [
        { name: 'Vaso Onda', price: 29.02, quantity: 4 },
        { name: 'Vaso Anfora Salvia', price: 35.41, quantity: 7 },
      ],
      4.91,
      DEALER_IT,
      { trade: true },
    )
    // 116,08 + 247,87 + 4,91 = 368,86 net; 22 % = 81,15; 450,01.
    expect(order.totalAmount).toBe(450.01)
    const it = stripeLineItems(order, 'it')
    expect(shown(it)).toEqual([
      ['Vaso Onda', 2902, 4],
      ['Vaso Anfora Salvia', 3541, 7],
      ['Spedizione', 491, 1],
      ['IVA 22%', 8115, 1],
    ])
    expect(stripeTotalCents(it)).toBe(45001)
    expect(shown(stripeLineItems(order, 'en')).slice(2)).toEqual([
      ['Shipping', 491, 1],
      ['VAT 22%', 8115, 1],
    ])
    expect(it.every((l) => l.price_data!.currency === 'eur')).toBe(true)
  })

  it('a dealer under reverse charge: the net lines only, no VAT line', () => {
    const regime = vatRegime({ destination: 'FR', buyer: 'eu-business', oss: false })
    const order = orderOf([{ name: 'Vaso Onda', price: 29.02, quantity: 6 }], 12.29, regime, { trade: true })
    expect(shown(stripeLineItems(order, 'en'))).toEqual([
      ['Vaso Onda', 2902, 6],
      ['Shipping', 1229, 1],
    ])
  })

  it('a consumer with a code: a discounted line is one item at what it costs now, named with the code', () => {
    const order = orderOf(
      [
        { name: 'Candela Fico', fragrance: 'Cedro', sets: '3', price: 79.9, quantity: 2, discount: 15.98 },
        { name: 'Vaso Bolla Mini', price: 18.5, quantity: 1, discount: 1.85 },
      ],
      0,
      DEALER_IT,
      { code: 'BENVENUTO10', offers: '3×2 candele' },
    )
    expect(shown(stripeLineItems(order, 'it'))).toEqual([
      ['Candela Fico · Cedro · x3 × 2 (3×2 candele, BENVENUTO10)', 14382, 1],
      ['Vaso Bolla Mini × 1 (3×2 candele, BENVENUTO10)', 1665, 1],
    ])
    expect(stripeTotalCents(stripeLineItems(order, 'it'))).toBe(toCents(order.totalAmount))
  })

  it('an EU business buying VAT-free (not a dealer): the lines net of Italian VAT, as the order charged them', () => {
    const regime = vatRegime({ destination: 'DE', buyer: 'eu-business', oss: false })
    const order = orderOf([{ name: 'Vaso', price: 24.4, quantity: 3 }], 12.2, regime)
    expect(shown(stripeLineItems(order, 'en'))).toEqual([
      ['Vaso', 2000, 3],
      ['Shipping', 1000, 1],
    ])
  })
})

/** Every kind of order the shop takes: who buys, where it goes, whether the One-Stop Shop is on, a dealer or not. */
const KINDS: { kind: string; destination: string; buyer: BuyerKind; oss: boolean; trade: boolean }[] = [
  { kind: 'consumer in Italy', destination: 'IT', buyer: 'consumer', oss: false, trade: false },
  { kind: 'EU consumer, OSS on', destination: 'FI', buyer: 'consumer', oss: true, trade: false },
  { kind: 'EU consumer, OSS on (DE)', destination: 'DE', buyer: 'consumer', oss: true, trade: false },
  { kind: 'EU consumer, OSS off', destination: 'FR', buyer: 'consumer', oss: false, trade: false },
  { kind: 'Italian business', destination: 'IT', buyer: 'it-business', oss: true, trade: false },
  { kind: 'EU business', destination: 'ES', buyer: 'eu-business', oss: true, trade: false },
  { kind: 'extra-EU', destination: 'CH', buyer: 'other-business', oss: true, trade: false },
  { kind: 'extra-EU consumer', destination: 'NO', buyer: 'consumer', oss: true, trade: false },
  { kind: 'dealer in Italy', destination: 'IT', buyer: 'it-business', oss: true, trade: true },
  { kind: 'dealer under reverse charge', destination: 'DE', buyer: 'eu-business', oss: true, trade: true },
  { kind: 'dealer abroad without an EU number', destination: 'AT', buyer: 'other-business', oss: false, trade: true },
]

const cents = (max: number) => fc.integer({ min: 1, max }).map(fromCents)

/** A line: a price to the cent, a quantity, and maybe a share of an offer or a code (up to the whole line). */
const lineArb = fc
  .record({
    name: fc.constantFrom('Vaso Onda', 'Candela Fico', 'Bottiglia', 'Diffusore'),
    fragrance: fc.constantFrom('', 'Cedro', 'Fico'),
    sets: fc.constantFrom('', '3', '6'),
    price: cents(40_000),
    quantity: fc.integer({ min: 1, max: 24 }),
    share: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 1, noNaN: true })),
  })
  .map(({ share, ...l }): Line => ({
    ...l,
    discount: fromCents(Math.floor(toCents(l.price) * l.quantity * share)),
  }))

describe('Stripe’s lines add up to the order’s total, for every kind of order (property)', () => {
  it('Σ unit_amount × quantity === the total in cents, each amount a whole number of cents ≥ 0', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...KINDS),
        fc.array(lineArb, { minLength: 1, maxLength: 8 }),
        // Free shipping (0) or a fee.
        fc.oneof(fc.constant(0), cents(5_000)),
        fc.constantFrom('', '3×2 candele'),
        fc.constantFrom('', 'BENVENUTO10'),
        fc.constantFrom('it' as const, 'en' as const),
        (k, lines, shipping, offers, code, lang) => {
          const regime = vatRegime(k)
          const order = orderOf(lines, shipping, regime, { trade: k.trade, offers, code })
          const items = stripeLineItems(order, lang)
          expect(stripeTotalCents(items)).toBe(toCents(order.totalAmount))
          for (const l of items) {
            expect(Number.isInteger(l.price_data!.unit_amount)).toBe(true)
            expect(l.price_data!.unit_amount).toBeGreaterThanOrEqual(0)
            expect(Number.isInteger(l.quantity) && l.quantity! >= 1).toBe(true)
            expect(l.price_data!.product_data!.name).not.toBe('')
          }
          // A dealer's order that adds VAT shows it as its own line (the total less the net amounts);
          // any other order has none.
          const vatLine = items.find((l) => /^(IVA|VAT) /.test(l.price_data!.product_data!.name))
          const net = sumMoney([...order.items.map((i) => i.price * i.quantity - (i.discount ?? 0)), order.shippingFee])
          const added = k.trade ? toCents(order.totalAmount) - toCents(net) : 0
          expect(vatLine?.price_data!.unit_amount ?? 0).toBe(added)
        },
      ),
      { numRuns: 2_000 },
    )
  })
})

describe('Stripe’s limit of 100 line items per Checkout Session', () => {
  const many = (n: number): Line[] =>
    Array.from({ length: n }, (_, i) => ({ name: `Candela ${i + 1}`, price: 7.37 + i / 100, quantity: 1 + (i % 3) }))

  it('a dealer’s 99-line cart with shipping and VAT: the products become one item at their exact sum', () => {
    const order = orderOf(many(99), 4.91, DEALER_IT, { trade: true })
    const pieces = many(99).reduce((n, l) => n + l.quantity, 0)
    for (const lang of ['it', 'en'] as const) {
      const lines = stripeLineItems(order, lang)
      expect(lines.length).toBeLessThanOrEqual(100)
      expect(stripeTotalCents(lines)).toBe(toCents(order.totalAmount))
      expect(shown(lines).map((l) => l[0])).toEqual([
        lang === 'it' ? `${pieces} articoli` : `${pieces} items`,
        lang === 'it' ? 'Spedizione' : 'Shipping',
        lang === 'it' ? 'IVA 22%' : 'VAT 22%',
      ])
    }
  })

  it('a 101-line cart with a code: the one item counts every piece, the discounted lines’ too', () => {
    const lines = many(101).map((l) => ({ ...l, discount: toCents(l.price * l.quantity) > 200 ? 0.5 : 0 }))
    const order = orderOf(lines, 0, vatRegime({ destination: 'IT', buyer: 'consumer', oss: false }), {
      code: 'BENVENUTO10',
    })
    const pieces = lines.reduce((n, l) => n + l.quantity, 0)
    expect(lines.filter((l) => l.discount > 0 && l.quantity > 1).length).toBeGreaterThan(10)
    for (const lang of ['it', 'en'] as const) {
      const items = stripeLineItems(order, lang)
      expect(shown(items).map((l) => l[0])).toEqual([lang === 'it' ? `${pieces} articoli` : `${pieces} items`])
      expect(stripeTotalCents(items)).toBe(toCents(order.totalAmount))
    }
  })

  it('exactly 100 items (98 lines, shipping, VAT) stay line by line', () => {
    const order = orderOf(many(98), 4.91, DEALER_IT, { trade: true })
    const lines = stripeLineItems(order, 'it')
    expect(lines).toHaveLength(100)
    expect(stripeTotalCents(lines)).toBe(toCents(order.totalAmount))
  })

  it('any number of lines, with or without shipping, a code or VAT: at most 100 items adding up to the total', () => {
    const consumer = vatRegime({ destination: 'IT', buyer: 'consumer', oss: false })
    fc.assert(
      fc.property(
        fc.integer({ min: 90, max: 120 }),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 0, max: 30 }),
        (n, trade, shipping, pct) => {
          const lines = many(n).map((l) => ({ ...l, discount: toCents((l.price * l.quantity * pct) / 100) / 100 }))
          const order = orderOf(lines, shipping ? 9.9 : 0, trade ? DEALER_IT : consumer, { trade, code: 'X' })
          const items = stripeLineItems(order, 'it')
          return items.length <= 100 && stripeTotalCents(items) === toCents(order.totalAmount)
        },
      ),
      { numRuns: 40 },
    )
  })
})
