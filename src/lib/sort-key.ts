/**
 * A name as the listing orders it (issue 54): letters compared without case or accents, as
 * Intl.Collator's base sensitivity does, so "Candela in vetro" comes before "Candela Tè bianco" in
 * every database whatever its collation (SQLite and a C-collated PostgreSQL order by bytes).
 */
export function sortKey(name: unknown): string | null {
  if (typeof name !== 'string') return null
  return name.normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLowerCase()
}
