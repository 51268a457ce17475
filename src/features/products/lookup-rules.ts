import { isValidSlug } from '@/payload/values'
import { normalizeSlug } from './listing'

/**
 * The stored address an asked one can match, or null when none can. Addresses match case-insensitively
 * with spaces collapsed (normalizeSlug); every stored address follows the slug rule (checked on every
 * write: lower case, digits, dashes), so the normalised form is looked up as it is, on the unique index.
 * A malformed escape (`%E0%A4%A`) matches nothing rather than failing.
 */
export function slugLookup(slug: string): string | null {
  let wanted: string
  try {
    wanted = normalizeSlug(slug)
  } catch {
    return null
  }
  return isValidSlug(wanted) ? wanted : null
}

/**
 * Product ids as the database keys them, in the order given, once each. An id is the decimal text of a
 * positive integer exactly as the catalogue writes it ("12", not "012", " 12" or "12.0"): anything else
 * names no product, as before (ids were compared as text).
 */
export function canonicalIds(ids: readonly string[]): number[] {
  const out: number[] = []
  for (const id of ids) {
    if (!/^[1-9]\d{0,15}$/.test(id)) continue
    const n = Number(id)
    if (Number.isSafeInteger(n) && !out.includes(n)) out.push(n)
  }
  return out
}
