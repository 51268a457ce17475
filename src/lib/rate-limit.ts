import type { Payload } from 'payload'

/**
 * Fixed-window rate limit kept in the database (so it holds across restarts and
 * processes). Returns true when this hit is allowed.
 */
export async function allowHit(payload: Payload, key: string, limit: number, windowMs: number, { scalable = true } = {}): Promise<boolean> {
  // RATE_LIMIT_SCALE multiplies the abuse limits (the end-to-end suite signs up many accounts from one IP).
  if (scalable) limit *= Math.max(1, Number(process.env.RATE_LIMIT_SCALE) || 1)
  const now = Date.now()
  const found = await payload.find({ collection: 'rate-limits', where: { key: { equals: key } }, limit: 1, overrideAccess: true })
  const doc = found.docs[0]
  if (!doc) {
    try {
      await payload.create({ collection: 'rate-limits', overrideAccess: true, data: { key, count: 1, windowStart: new Date(now).toISOString() } })
      return true
    } catch {
      return allowHit(payload, key, limit, windowMs, { scalable: false })
    }
  }
  if (now - new Date(doc.windowStart).getTime() > windowMs) {
    await payload.update({ collection: 'rate-limits', id: doc.id, overrideAccess: true, data: { count: 1, windowStart: new Date(now).toISOString() } })
    return true
  }
  if (doc.count >= limit) return false
  await payload.update({ collection: 'rate-limits', id: doc.id, overrideAccess: true, data: { count: doc.count + 1 } })
  return true
}

export async function resetHits(payload: Payload, key: string): Promise<void> {
  await payload.delete({ collection: 'rate-limits', where: { key: { equals: key } }, overrideAccess: true })
}
