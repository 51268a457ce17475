import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPendingOrder } from '@/features/checkout/create-order'
import { openPaymentSession } from '@/features/checkout/open-session'
import { testProvider } from '@/features/payments/test-provider'
import { messages } from '@/i18n/messages'
import { log } from '@/lib/logger'
import { italianBilling, productWithStock, shop } from './helpers'

/**
 * A payment page that opened but could not be recorded on the order is closed, and the order expires
 * (its pieces back) even when closing that page fails too: the shopper gets a 409 in their language.
 */
afterEach(() => vi.restoreAllMocks())

describe('opening the payment page fails after the provider opened it', () => {
  it('and closing it throws as well: the order still expires, its pieces back, a 409 not a 5xx', async () => {
    const payload = await shop()
    const p = await productWithStock('vaso-onda', 4)
    const made = await createPendingOrder(payload, {
      lang: 'en',
      user: null,
      note: '',
      billing: italianBilling('Irene', `open-session-${Date.now()}@example.com`),
      lines: [{ id: String(p.id), quantity: 3, sets: '', fragrance: '' }],
    })
    if (!made.ok) throw new Error(made.error)
    const stock = async () => (await payload.findByID({ collection: 'products', id: p.id, overrideAccess: true })).stock
    expect(await stock()).toBe(1)

    // The session is opened; recording it on the order fails; the provider cannot be reached to close it.
    vi.spyOn(payload, 'update').mockRejectedValueOnce(new Error('database is locked'))
    const close = vi.spyOn(testProvider, 'closeSession').mockRejectedValue(new Error('provider unreachable'))
    const errors = vi.spyOn(log, 'error')

    expect(await openPaymentSession(payload, made.order, 'en')).toEqual({
      ok: false,
      status: 409,
      error: messages.en.checkout.sessionFailed,
    })
    expect(close).toHaveBeenCalledTimes(1)
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining('not closed'),
      expect.objectContaining({ order: made.order.id, error: 'provider unreachable' }),
    )
    const order = await payload.findByID({ collection: 'orders', id: made.order.id, overrideAccess: true })
    expect(order.status).toBe('expired')
    expect(await stock()).toBe(4)
  })
})
