/**
 * An order's shipping fee for every country shipped to (issue 55, ADR 0041). Pure: the lines' weights
 * and sizes are packed into parcels (parcels.ts) with the operator's packaging, no parcel heavier than
 * the country's zone's last band (parcelsTo: the same parcels the carrier is told of), each parcel pays
 * its band in that zone (rates.ts), and the zone's free-shipping threshold (a running offer) or a
 * free-shipping code makes it 0. A cart that fits no box, or a piece no parcel of a zone can take, has no
 * fee there (null) even above the threshold: the shop asks the shopper to write instead of charging a
 * wrong price (too heavy wins over free).
 */
import { sumMoney } from '@/lib/money'
import { packParcels, type Parcel, type ParcelLine, type ParcelsResult } from './parcels'
import { defaultRateTable, parcelsFee, zoneOf, type RateZone } from './rates'
import { DEFAULT_PACKAGING, type ShippingRates, type ShippingZone } from './shipping'

export type ShippingProblem = 'too-heavy' | 'too-large' | 'too-many'

export type ShippingQuote = {
  /** Per ISO code shipped to: the fee (0: free), or null when the cart cannot be shipped there at a set price. */
  byCountry: Record<string, number | null>
  /** Italy's fee and the lowest of the other countries' (the cart page's estimate); null: none. */
  byZone: Record<ShippingZone, number | null>
  /** The parcels as the boxes allow (each country's zone may split them further: parcelsTo). */
  parcels: Parcel[]
  /** Why no box takes the cart (then every fee is null). */
  problem: ShippingProblem | null
  /** The lines without a weight (counted as UNWEIGHED_PIECE_GRAMS a piece; flagged to the operator). */
  unweighed: string[]
}

const regionOf = (iso: string): ShippingZone => (iso === 'IT' ? 'italy' : 'abroad')

/** The table the rates carry, or the default one made of their light-parcel fees. */
export const tableOf = (rates: Omit<ShippingRates, 'freeFrom'>) =>
  rates.table?.length ? rates.table : defaultRateTable(rates.italy, rates.abroad, rates.countries)

/** The heaviest parcel a zone prices (grams): its last band's limit. */
export const zoneMaxGrams = (zone: RateZone) => Math.round((zone.bands[zone.bands.length - 1]?.upToKg ?? 0) * 1000)

const packIn = (lines: readonly ParcelLine[], rates: Omit<ShippingRates, 'freeFrom'>, zone: RateZone) =>
  packParcels(lines, rates.packaging ?? DEFAULT_PACKAGING, zoneMaxGrams(zone))

/**
 * The parcels of an order to a country: packed with the operator's packaging, none heavier than the
 * country's zone's last band (more, lighter parcels instead). Null: the country is in no zone.
 */
export function parcelsTo(
  lines: readonly ParcelLine[],
  rates: Omit<ShippingRates, 'freeFrom'>,
  iso: string,
): ParcelsResult | null {
  const zone = zoneOf(tableOf(rates), iso)
  return zone ? packIn(lines, rates, zone) : null
}

export function quoteShipping(
  lines: readonly ParcelLine[],
  due: number,
  rates: ShippingRates,
  freeShipping = false,
): ShippingQuote {
  // The cart's own problem (no box takes a piece, whatever the zone), and the parcels of each zone.
  const packed = packParcels(lines, rates.packaging ?? DEFAULT_PACKAGING)
  const table = tableOf(rates)
  const perZone = new Map<RateZone, ParcelsResult>()
  const byCountry: Record<string, number | null> = {}
  for (const iso of rates.countries) {
    const zone = zoneOf(table, iso)
    if (!packed.ok || !zone) {
      byCountry[iso] = null
      continue
    }
    if (!perZone.has(zone)) perZone.set(zone, packIn(lines, rates, zone))
    const there = perZone.get(zone)!
    const fee = there.ok ? parcelsFee(zone, there.parcels) : null
    const from = rates.freeFrom[regionOf(iso)]
    const free = freeShipping || due <= 0 || (from !== null && due >= from)
    // No price wins over free shipping: a cart no parcel of the zone can carry is not shipped free at a guess.
    byCountry[iso] = fee === null ? null : free ? 0 : fee
  }
  const abroad = Object.entries(byCountry)
    .filter(([iso, fee]) => iso !== 'IT' && fee !== null)
    .map(([, fee]) => fee as number)
  return {
    byCountry,
    byZone: { italy: byCountry.IT ?? null, abroad: abroad.length ? Math.min(...abroad) : null },
    parcels: packed.ok ? packed.parcels : [],
    problem: packed.ok ? zonesProblem(perZone, byCountry) : packed.reason,
    unweighed: packed.unweighed,
  }
}

/** Every country without a price because no zone could pack the cart under its last band: that zone's reason. */
function zonesProblem(perZone: ReadonlyMap<RateZone, ParcelsResult>, byCountry: Record<string, number | null>) {
  const failed = [...perZone.values()].find((r) => !r.ok)
  return failed && !failed.ok && Object.values(byCountry).every((f) => f === null) ? failed.reason : null
}

/** What the cart's summary writes to the shop when it cannot be priced: the lines and the parcels' weight. */
export const cartSummary = (lines: readonly { name: string; quantity: number; weight: number | null }[]) =>
  lines.map((l) => `${l.quantity} × ${l.name}${l.weight ? ` (${sumMoney([l.weight / 1000])} kg)` : ''}`).join('\n')
