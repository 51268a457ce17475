import type { Payload } from 'payload'
import { withLease } from '@/services/lease'

/**
 * The lease every write of an account's cart holds (saves, sign-in merges, emptying after an order):
 * Payload writes a cart as its row and its line rows, so two writers crossing lost one's change or
 * interleaved both (tests/integration/accounts.test.ts).
 */
export const withAccountCart = <T>(payload: Payload, userId: number | string, fn: () => Promise<T>): Promise<T> =>
  withLease(payload, `cart:${userId}`, fn)

/** The account's cart once its order is made (paid by card, or placed to be paid by bank transfer). */
export async function emptyAccountCart(payload: Payload, userId: number | string): Promise<void> {
  await withAccountCart(payload, userId, () =>
    payload.update({
      collection: 'carts',
      where: { user: { equals: userId } },
      overrideAccess: true,
      data: { items: [], note: '' },
    }),
  )
}
