import type { Payload } from 'payload'

/** The demo shop's price list for dealers: 40 % off the list price net of VAT (issue 41). */
export async function seedPriceLists(payload: Payload): Promise<void> {
  const existing = await payload.count({ collection: 'price-lists', overrideAccess: true })
  if (existing.totalDocs > 0) return
  await payload.create({
    collection: 'price-lists',
    overrideAccess: true,
    data: { name: 'Rivenditori', percentOff: 40 },
  })
}
