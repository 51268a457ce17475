import type { Payload } from 'payload'
import type { Lang } from '@/i18n/locales'
import { bestSellingLines } from '@/features/orders/server'
import { toCents } from '@/lib/money'

export type BestSeller = { name: string; sku: string; quantity: number; cents: number }

/**
 * The five products sold most in the window (pieces), with their lines' amount, summed in the database
 * per product (per SKU for a line whose product was deleted). Each is named as the product is named now
 * in the operator's language — an order line keeps the name its buyer saw, in the buyer's language —
 * and by the line's name only when the product is gone.
 */
export async function bestSellers(
  payload: Payload,
  w: { since: string; until: string },
  paid: string[],
  lang: Lang,
): Promise<BestSeller[]> {
  const rows = await bestSellingLines(payload, w, paid)
  const ids = rows.map((r) => r.product).filter((id): id is number | string => id !== null && id !== undefined)
  const products = ids.length
    ? await payload.find({
        collection: 'products',
        where: { id: { in: ids } },
        locale: lang,
        limit: ids.length,
        pagination: false,
        depth: 0,
        overrideAccess: true,
        select: { name: true },
      })
    : { docs: [] }
  const names = new Map(products.docs.map((p) => [String(p.id), p.name]))
  return rows.map((r) => ({
    name: (r.product !== null && names.get(String(r.product))) || r.name,
    sku: r.sku ?? '',
    quantity: Number(r.quantity),
    cents: toCents(Number(r.amount)),
  }))
}
