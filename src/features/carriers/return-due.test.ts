import { describe, expect, it, vi } from 'vitest'
import type { Order } from '@/payload-types'

// The database, the seller and the carrier replaced: what requestReturn asks the carrier for.
const asked = vi.hoisted(() => ({ returns: [] as unknown[], recorded: [] as unknown[] }))
vi.mock('@/features/orders/server', () => ({
  findCustomerOrder: async () => null,
  findOrder: async () => null,
  withdrawalTokenFits: async () => false,
  withdrawalLinesOf: (o: Order) => (o.withdrawal?.lines as unknown[]) ?? [],
  recordReturn: async (_p: unknown, _id: unknown, r: unknown) => void asked.recorded.push(r),
}))
vi.mock('@/features/seller/server', () => ({
  getSeller: async () => ({ name: 'Vetrina', street: 'Via Po 1', zip: '10100', city: 'Torino', country: 'Italia' }),
}))
vi.mock('./settings', () => ({
  carrierSettings: async () => ({ italy: 'brt:standard', returns: { offer: true, optionCode: 'poste_it:return' } }),
  methodFor: () => ({ provider: { name: 'sendcloud' }, optionCode: 'brt:standard' }),
  orderParcels: async () => [{ grams: 900 }],
}))
vi.mock('./sendcloud', () => ({
  sendcloudConfigured: () => true,
  sendcloudProvider: {
    name: 'sendcloud',
    createReturn: async (r: unknown) => {
      asked.returns.push(r)
      return { ok: true, value: { returnId: '1', labelRef: '2', trackingNumber: null, trackingUrl: null } }
    },
  },
}))

const withdrawn = (tracking: Order['tracking']) =>
  ({
    id: 7,
    ref: 'V-7',
    status: 'withdrawn',
    email: 'marta@example.com',
    items: [{ name: 'Vaso Onda', quantity: 1, price: 30 }],
    withdrawal: { lines: [{ index: 0, name: 'Vaso Onda', quantity: 1 }] },
    billingData: { firstName: 'Marta', address: 'Via Roma 1', zip: '20121', city: 'Milano', country: 'Italy' },
    tracking,
  }) as unknown as Order

describe('requestReturn (review2: a return label for goods never shipped)', () => {
  it('asks the carrier for nothing when the order was withdrawn before it was shipped', async () => {
    const { requestReturn } = await import('./returns')
    await requestReturn(null as never, withdrawn({ code: null, link: null }))
    expect(asked.returns).toEqual([])
    expect(asked.recorded).toEqual([])
    await requestReturn(null as never, withdrawn({ code: 'RT7', link: 'https://t.test/x' }))
    expect(asked.returns).toHaveLength(1)
    expect(asked.recorded).toMatchObject([{ ok: true, returnId: '1', labelRef: '2' }])
  })
})
