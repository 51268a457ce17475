import type { PricedLine } from './pricing'
import { lineTotal, sumMoney } from '@/lib/money'
import type { Order } from '@/payload-types'

/**
 * One line of an order, the same from the cart to the invoice: the server's priced cart line
 * (`PricedLine`) is stored as the order's item, and read back as this shape by the order pages, the
 * invoices and the e-mails. Only the e-invoice (FatturaPA) has its own shape, at the edge.
 */
export type OrderLine = Pick<
  PricedLine,
  'name' | 'url' | 'sku' | 'image' | 'type' | 'fragrance' | 'sets' | 'price' | 'quantity' | 'lineTotal'
> & {
  productId: string
  /** The discount code's share of the line, as charged (0 without a code); the line paid lineTotal − discount. */
  discount: number
}

type OrderItem = NonNullable<Order['items']>[number]

/** The order's item for a priced cart line (what the order keeps: the line as it was sold). */
export const orderItemFrom = (l: PricedLine): OrderItem => ({
  product: Number.isNaN(Number(l.id)) ? (l.id as never) : Number(l.id),
  name: l.name,
  url: l.url,
  sku: l.sku,
  image: l.image,
  type: l.type,
  fragrance: l.fragrance,
  sets: l.sets,
  price: l.price,
  quantity: l.quantity,
  discount: l.discount ?? 0,
})

const idOf = (p: OrderItem['product']) => String(typeof p === 'object' && p !== null ? p.id : (p ?? ''))

/** The order's lines, with their totals (exact to the cent). */
export const orderLines = (order: Pick<Order, 'items'>): OrderLine[] =>
  (order.items ?? []).map((i) => ({
    productId: idOf(i.product),
    name: i.name,
    url: i.url ?? '',
    sku: i.sku ?? '',
    image: i.image ?? '',
    type: i.type ?? '',
    fragrance: i.fragrance ?? '',
    sets: i.sets ?? '',
    price: i.price,
    quantity: i.quantity,
    lineTotal: lineTotal(i.price, i.quantity),
    discount: i.discount ?? 0,
  }))

/** What an order's discounts were: its offers and its code ("3×2 candele, BENVENUTO10"). */
export const discountLabel = (o: { offers?: string | null; discountCode?: string | null }) =>
  [o.offers, o.discountCode].filter(Boolean).join(', ')

/** What a line was paid: its total less its share of the code's discount (exact to the cent). */
export const linePaid = (l: Pick<OrderLine, 'lineTotal' | 'discount'>) => sumMoney([l.lineTotal, -l.discount])

/** What was bought, in a few words: name, fragrance, set (invoices, payment page). */
export const lineDescription = (l: Pick<OrderLine, 'name' | 'fragrance' | 'sets'>, separator = ' · ') =>
  [l.name, l.fragrance, l.sets ? `x${l.sets}` : ''].filter(Boolean).join(separator)
