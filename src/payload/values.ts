/**
 * The values stored fields may hold and their limits: the schema's selects, bounds and patterns declare
 * them, and the features whose rules use them import them from here (the schema sits below the features,
 * docs/adr/0038-floors.md). Pure data, no behaviour.
 */

/** Every status an order can have, in life-cycle order (features/orders/lifecycle.ts tells what each means). */
export const ORDER_STATUSES = [
  'pending',
  'accepted',
  'paid',
  'shipped',
  'delivered',
  'expired',
  'needs-attention',
  'cancelled',
  'withdrawn',
  'refunded',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]
export const INITIAL_STATUS: OrderStatus = 'pending'

/** How far the operator got with a contact message or a dealer request. */
export const REQUEST_STATES = ['new', 'contacted', 'closed'] as const

/** A back-in-stock alert's states (features/stock-alerts/alerts.ts). */
export const ALERT_STATUSES = ['unconfirmed', 'waiting', 'sent', 'stopped'] as const

/** Reviews (features/reviews/rules.ts): the rating's bounds, the text's length, and the only reasons to refuse one. */
export const MIN_RATING = 1
export const MAX_RATING = 5
export const MIN_TEXT = 10
export const MAX_TEXT = 2000
export const REJECTION_REASONS = ['off-topic', 'personal-data', 'offensive', 'spam'] as const
export type RejectionReason = (typeof REJECTION_REASONS)[number]
export const isRejectionReason = (v: unknown): v is RejectionReason =>
  typeof v === 'string' && (REJECTION_REASONS as readonly string[]).includes(v)

/** A cart's pieces per line and its lines (features/cart/rules.ts). */
export const MAX_QUANTITY = 99
export const MAX_LINES = 100

/**
 * A product's address in /shop/{url}: lower-case letters and digits, words joined by single dashes
 * (what the /cms description says). No dot, slash, space, accent or capital: each would make an odd
 * URL, one the proxy may take for a file, or two addresses for one product.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const SLUG_MAX = 120
export const isValidSlug = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= SLUG_MAX && SLUG_PATTERN.test(value)

/** The specification's shipping rule (§9), the seed's and the settings' defaults: 5.99 EUR to Italy, 14.99 EUR elsewhere, free from 89.69 EUR. */
export const DEFAULT_SHIPPING_FEES = { italy: 5.99, abroad: 14.99, freeFrom: 89.69 } as const

/** The reasons a review may be refused, as the operator picks them and as the author is told. */
export const REASON_LABELS: Record<RejectionReason, { it: string; en: string }> = {
  'off-topic': { it: 'Non parla del prodotto', en: 'Not about the product' },
  'personal-data': { it: 'Contiene dati personali', en: 'Contains personal data' },
  offensive: { it: 'Linguaggio offensivo', en: 'Offensive language' },
  spam: { it: 'Pubblicità o spam', en: 'Advertising or spam' },
}

/** The EN 15494 pictograms the operator can tick on a product: the three general ones first. */
export const PICTOGRAMS = {
  unattended: {
    it: 'Non lasciare mai incustodita una candela accesa.',
    en: 'Never leave a burning candle unattended.',
  },
  flammable: {
    it: 'Tenere la candela accesa lontano da tutto ciò che può prendere fuoco.',
    en: 'Always burn a candle out of reach of things that catch fire.',
  },
  children: {
    it: 'Tenere la candela accesa fuori dalla portata di bambini e animali.',
    en: 'Always keep a burning candle out of reach of children and pets.',
  },
  distance: {
    it: 'Lasciare sempre almeno 10 cm tra due candele accese.',
    en: 'Always leave at least 10 cm between burning candles.',
  },
  draught: {
    it: 'Non accendere la candela in una corrente d’aria.',
    en: 'Do not burn a candle in a draught.',
  },
  surface: {
    it: 'Appoggiare la candela su una superficie resistente al calore.',
    en: 'Always place the candle on a heat-resistant surface.',
  },
  move: {
    it: 'Non spostare la candela accesa o finché la cera è liquida.',
    en: 'Do not move a burning candle or while the wax is liquid.',
  },
} as const satisfies Record<string, { it: string; en: string }>

export type Pictogram = keyof typeof PICTOGRAMS
export const PICTOGRAM_IDS = Object.keys(PICTOGRAMS) as Pictogram[]
