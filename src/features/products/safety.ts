/**
 * Product safety information (GPSR, Reg. (EU) 2023/988 art. 19: the online offer names the manufacturer
 * with postal and electronic address, the product's type and identifier, and its warnings). Candles carry
 * the EN 15494 safety pictograms; a scented candle whose fragrance needs it carries its CLP statements
 * (EUH208, H317 with the GHS07 exclamation mark). Pure: the texts and the fallback to the seller are here.
 */

import type { Lang } from '@/i18n/locales'
import { PICTOGRAM_IDS, PICTOGRAMS, type Pictogram } from '@/payload/values'

export { PICTOGRAM_IDS, PICTOGRAMS, type Pictogram }

export const GENERAL_PICTOGRAMS: Pictogram[] = ['unattended', 'flammable', 'children']

export const isPictogram = (v: unknown): v is Pictogram => typeof v === 'string' && v in PICTOGRAMS

/** What the product stores (the `safety` group of the product collection, in one language). */
export type SafetyFields = {
  productType?: string | null
  manufacturer?: string | null
  manufacturerAddress?: string | null
  manufacturerEmail?: string | null
  pictograms?: (string | null)[] | null
  warnings?: string | null
  clp?: string | null
  hazardPictogram?: boolean | null
}

export type Seller = { name: string; address: string; email: string }

export type SafetyView = {
  manufacturer: Seller
  productType: string
  identifier: string
  pictograms: { id: Pictogram; text: string }[]
  warnings: string[]
  clp: string[]
  hazardPictogram: boolean
}

const lines = (text: string | null | undefined) =>
  (text ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)

/**
 * The block shown on the product page: the manufacturer given on the product, else the seller (whose
 * products these are); the type, else the category; the SKU as identifier; pictograms in the standard's
 * order, each with its text; one warning and one CLP statement per line.
 */
export function safetyView(
  s: SafetyFields | null | undefined,
  product: { sku: string; category: string },
  seller: Seller,
  lang: Lang,
): SafetyView {
  const own = s?.manufacturer?.trim()
  const picked = new Set((s?.pictograms ?? []).filter(isPictogram))
  return {
    manufacturer: own
      ? { name: own, address: s?.manufacturerAddress?.trim() ?? '', email: s?.manufacturerEmail?.trim() ?? '' }
      : seller,
    productType: s?.productType?.trim() || product.category,
    identifier: product.sku,
    pictograms: PICTOGRAM_IDS.filter((id) => picked.has(id)).map((id) => ({ id, text: PICTOGRAMS[id][lang] })),
    warnings: lines(s?.warnings),
    clp: lines(s?.clp),
    hazardPictogram: Boolean(s?.hazardPictogram),
  }
}
