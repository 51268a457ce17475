import type { Payload } from 'payload'
import { allowHit, resetHits } from './rate-limit'

/**
 * Runs `fn` while holding the database lease `key`: one holder at a time across every request and
 * process (the lease is the rate-limit row's atomic insert-or-count, allowed once per `ttlMs`). Others
 * wait, looking again every few milliseconds, and give up after `waitMs` with an error. The lease is
 * given back when `fn` ends; a holder that died keeps it `ttlMs` at most.
 *
 * For short read-modify-write steps on one document that Payload writes in several statements (an
 * account's cart or wishlist: the row and its array rows), where two writers crossing would lose one's
 * change or interleave both.
 */
export async function withLease<T>(
  payload: Payload,
  key: string,
  fn: () => Promise<T>,
  { ttlMs = 10_000, waitMs = 8_000 } = {},
): Promise<T> {
  const lease = `lease:${key}`
  const giveUp = Date.now() + waitMs
  let pause = 10
  while (!(await allowHit(payload, lease, 1, ttlMs, { scalable: false }))) {
    if (Date.now() > giveUp) throw new Error(`lease ${key} still held after ${waitMs} ms`)
    await new Promise((r) => setTimeout(r, pause + Math.random() * pause))
    pause = Math.min(pause * 2, 200)
  }
  try {
    return await fn()
  } finally {
    await resetHits(payload, lease)
  }
}
