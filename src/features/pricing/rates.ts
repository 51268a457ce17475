/**
 * The shop's rate table (issue 55, ADR 0041). Pure. Zones are groups of countries (ISO codes), each with
 * weight bands: a band's price is charged per parcel weighing up to its limit; a parcel heavier than the
 * zone's last band has no price there (the shopper is asked to write to the shop instead). The fee of
 * an order is the sum over its parcels (features/pricing/parcels.ts), to the cent.
 */
import { sumMoney } from '@/lib/money'
import type { Parcel } from './parcels'

/** A band: parcels up to `upToKg` kilograms cost `price` euros (VAT included). */
export type Band = { upToKg: number; price: number }
export type RateZone = { name: string; countries: readonly string[]; bands: readonly Band[] }

/**
 * The default table (no zones saved): the flat fees for an ordinary courier parcel up to 10 kg (the spec's
 * 5,99 € Italy / 14,99 € elsewhere, so every demo product and ordinary cart pays them), more up to 20 and
 * 30 kg; Italy and the rest of the EU (the shop ships inside the EU only, ADR 0011). The operator may set
 * a table of their own in /cms (finer bands, the EU split into nearer and farther zones).
 */
export function defaultRateTable(italy: number, abroad: number, countries: readonly string[]): RateZone[] {
  const plus = (base: number, extra: number) => sumMoney([base, extra])
  return [
    {
      name: 'Italia',
      countries: ['IT'],
      bands: [
        { upToKg: 10, price: italy },
        { upToKg: 20, price: plus(italy, 7) },
        { upToKg: 30, price: plus(italy, 14) },
      ],
    },
    {
      name: 'Unione Europea',
      countries: countries.filter((c) => c !== 'IT'),
      bands: [
        { upToKg: 10, price: abroad },
        { upToKg: 20, price: plus(abroad, 15) },
        { upToKg: 30, price: plus(abroad, 30) },
      ],
    },
  ]
}

/** The zone a country (ISO code) is in: the first that names it. */
export const zoneOf = (table: readonly RateZone[], iso: string): RateZone | undefined =>
  table.find((z) => z.countries.includes(iso))

/** What a parcel of `grams` costs in a zone; null: heavier than its last band. */
export function bandPrice(zone: RateZone, grams: number): number | null {
  const band = zone.bands.find((b) => grams <= Math.round(b.upToKg * 1000))
  return band ? band.price : null
}

/** The fee of parcels in a zone (the sum of their bands), or null when one has no band there. */
export function parcelsFee(zone: RateZone, parcels: readonly Parcel[]): number | null {
  const prices = parcels.map((p) => bandPrice(zone, p.weight))
  return prices.some((p) => p === null) ? null : sumMoney(prices as number[])
}

/** Bands as the operator must enter them: at least one, limits above zero and rising, prices 0 or more. */
export function bandsProblem(bands: readonly Partial<Band>[] | null | undefined): string | null {
  if (!bands?.length) return 'Almeno una fascia di peso / At least one weight band'
  let last = 0
  for (const [i, b] of bands.entries()) {
    const n = i + 1
    if (typeof b.upToKg !== 'number' || !(b.upToKg > last))
      return `Fascia ${n}: il peso deve crescere (oltre ${last} kg) / Band ${n}: the weight must rise (above ${last} kg)`
    if (typeof b.price !== 'number' || !(b.price >= 0) || Math.abs(Math.round(b.price * 100) - b.price * 100) > 1e-6)
      return `Fascia ${n}: prezzo in euro, con al più due decimali / Band ${n}: a price in euros, at most two decimals`
    last = b.upToKg
  }
  return null
}

/** Zones as the operator must enter them: each country in one zone only, every country shipped to in one. */
export function zonesProblem(
  zones: readonly { name?: string | null; countries?: readonly string[] | null }[] | null | undefined,
  shippedTo: readonly string[],
): string | null {
  if (!zones?.length) return null // none: the default table applies
  const seen = new Map<string, string>()
  for (const z of zones)
    for (const c of z.countries ?? []) {
      const other = seen.get(c)
      if (other !== undefined)
        return `${c} è in due zone (${other}, ${z.name ?? ''}) / ${c} is in two zones (${other}, ${z.name ?? ''})`
      seen.set(c, z.name ?? '')
    }
  const missing = shippedTo.filter((c) => !seen.has(c))
  return missing.length
    ? `Paesi di spedizione senza zona: ${missing.join(', ')} / Countries shipped to without a zone: ${missing.join(', ')}`
    : null
}
