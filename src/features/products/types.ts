import type { Img } from '@/lib/media'
import type { ShownReduction } from '@/features/pricing/server'
import type { SafetyView } from './safety'

export type { Img }

export type ProductView = {
  id: string
  name: string
  url: string
  category: string
  sku: string
  tags: string
  /** The price charged now: the sale price while a sale runs (features/pricing). */
  price: number
  /** A sale's announced reduction of `price`: the previous price (lowest of the 30 days before) and by how much. */
  reduction?: ShownReduction | null
  /** Sold below its list price by a sale, announced or not (a code kept off sales skips it). */
  onSale?: boolean
  /** The end of the sale that sets the price, ISO (JSON-LD `priceValidUntil`). */
  saleEnds?: string | null
  summary: string
  description: unknown
  isNew: boolean
  instock: boolean
  date: string
  type: 'boxed' | 'unboxed'
  position: number
  mainimage: Img | null
  overlayimage: Img | null
  images: Img[]
  fragrances: string[]
  /** Fragrances with no pieces left (where the product keeps stock per fragrance). */
  soldOutFragrances: string[]
  sets: { number: number; price: number; reduction?: ShownReduction | null; onSale?: boolean }[]
  /** Display stands and other goods only dealers may order (features/dealers); shown to everyone. */
  dealerOnly: boolean
  howTo: { title: string; tips: { icon: Img | null; tip: string }[]; warning: string; text: string } | null
  additional: unknown
  shipping: unknown
  returns: unknown
  safety: SafetyView
}

/** What a product card needs (also what the wishlist stores). */
export type ProductCardView = Pick<
  ProductView,
  | 'id'
  | 'name'
  | 'url'
  | 'price'
  | 'reduction'
  | 'instock'
  | 'mainimage'
  | 'overlayimage'
  | 'fragrances'
  | 'sets'
  | 'sku'
  | 'type'
>
