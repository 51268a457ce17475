import type { Validate } from 'payload'
import { boxesProblem } from './parcels'
import { bandsProblem, zonesProblem, type Band } from './rates'

/**
 * The rate table's rules (rates.ts) and the packaging's (parcels.ts) as the shop settings' field
 * validation (registered in src/composition.ts), so every write path refuses a table with gaps, a
 * country in two zones, or a box that could hold nothing (no size, a maximum not above its own weight).
 */
export const shippingZonesRule: Validate = (value, { siblingData }) =>
  zonesProblem(
    value as { name?: string; countries?: string[] }[] | null,
    ((siblingData as { countries?: string[] } | undefined)?.countries ?? []) as string[],
  ) ?? true

export const shippingBandsRule: Validate = (value) => bandsProblem(value as Partial<Band>[] | null) ?? true

export const shippingBoxesRule: Validate = (value) => boxesProblem(value as Parameters<typeof boxesProblem>[0]) ?? true
