import type { Validate } from 'payload'
import { bandsProblem, zonesProblem, type Band } from './rates'

/**
 * The rate table's rules (rates.ts) as the shop settings' field validation (registered in
 * src/composition.ts), so every write path refuses a table with gaps or a country in two zones.
 */
export const shippingZonesRule: Validate = (value, { siblingData }) =>
  zonesProblem(
    value as { name?: string; countries?: string[] }[] | null,
    ((siblingData as { countries?: string[] } | undefined)?.countries ?? []) as string[],
  ) ?? true

export const shippingBandsRule: Validate = (value) => bandsProblem(value as Partial<Band>[] | null) ?? true
