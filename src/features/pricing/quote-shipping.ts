/**
 * An order's shipping fee for every country shipped to (issue 55, ADR 0041). Pure: the lines' weights
 * and sizes are packed into parcels (parcels.ts) with the operator's packaging, each parcel pays its band
 * in the country's zone (rates.ts), and the zone's free-shipping threshold (a running offer) or a
 * free-shipping code makes it 0. A cart that fits no box, or a parcel beyond a zone's last band, has no
 * fee there (null): the shop asks the shopper to write instead of charging a wrong price.
 */
import { sumMoney } from '@/lib/money'
import { packParcels, type Parcel, type ParcelLine } from './parcels'
import { defaultRateTable, parcelsFee, zoneOf } from './rates'
import { DEFAULT_PACKAGING, type ShippingRates, type ShippingZone } from './shipping'

export type ShippingProblem = 'too-heavy' | 'too-large' | 'too-many'

export type ShippingQuote = {
  /** Per ISO code shipped to: the fee (0: free), or null when the cart cannot be shipped there at a set price. */
  byCountry: Record<string, number | null>
  /** Italy's fee and the lowest of the other countries' (the cart page's estimate); null: none. */
  byZone: Record<ShippingZone, number | null>
  parcels: Parcel[]
  /** Why no box takes the cart (then every fee is null). */
  problem: ShippingProblem | null
  /** The lines without a weight (counted as nothing; flagged to the operator). */
  unweighed: string[]
}

const regionOf = (iso: string): ShippingZone => (iso === 'IT' ? 'italy' : 'abroad')

/** The table the rates carry, or the default one made of their light-parcel fees. */
export const tableOf = (rates: ShippingRates) =>
  rates.table?.length ? rates.table : defaultRateTable(rates.italy, rates.abroad, rates.countries)

export function quoteShipping(
  lines: readonly ParcelLine[],
  due: number,
  rates: ShippingRates,
  freeShipping = false,
): ShippingQuote {
  const packed = packParcels(lines, rates.packaging ?? DEFAULT_PACKAGING)
  const table = tableOf(rates)
  const byCountry: Record<string, number | null> = {}
  for (const iso of rates.countries) {
    const zone = zoneOf(table, iso)
    if (!packed.ok || !zone) {
      byCountry[iso] = null
      continue
    }
    const fee = parcelsFee(zone, packed.parcels)
    const from = rates.freeFrom[regionOf(iso)]
    const free = freeShipping || due <= 0 || (from !== null && due >= from)
    byCountry[iso] = fee === null ? null : free ? 0 : fee
  }
  const abroad = Object.entries(byCountry)
    .filter(([iso, fee]) => iso !== 'IT' && fee !== null)
    .map(([, fee]) => fee as number)
  return {
    byCountry,
    byZone: { italy: byCountry.IT ?? null, abroad: abroad.length ? Math.min(...abroad) : null },
    parcels: packed.ok ? packed.parcels : [],
    problem: packed.ok ? null : packed.reason,
    unweighed: packed.unweighed,
  }
}

/** What the cart's summary writes to the shop when it cannot be priced: the lines and the parcels' weight. */
export const cartSummary = (lines: readonly { name: string; quantity: number; weight: number | null }[]) =>
  lines.map((l) => `${l.quantity} × ${l.name}${l.weight ? ` (${sumMoney([l.weight / 1000])} kg)` : ''}`).join('\n')
