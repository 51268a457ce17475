import { describe, expect, it, vi } from 'vitest'
import type { Order } from '@/payload-types'
import { cancelsShipmentOnMove, withdrawsEverything } from './closed-rules'

const item = (name: string, quantity: number) => ({ name, quantity, price: 10 }) as Order['items'][number]
const order = (lines: unknown[], shipment: Partial<NonNullable<Order['shipment']>> = {}) =>
  ({
    items: [item('Vaso Onda', 2), item('Candela Fico', 1)],
    withdrawal: { lines },
    shipment: { shipmentId: 'sh_1', status: 'announced', cancellation: null, ...shipment },
  }) as Pick<Order, 'items' | 'withdrawal' | 'shipment'>

describe('a closed order’s shipment (review2: a partial withdrawal kept the rest from the customer)', () => {
  it('a withdrawal of every piece cancels the live shipment', () => {
    const all = order([
      { index: 0, name: 'Vaso Onda', quantity: 2 },
      { index: 1, name: 'Candela Fico', quantity: 1 },
    ])
    expect(withdrawsEverything(all)).toBe(true)
    expect(cancelsShipmentOnMove(all, 'withdrawn')).toBe(true)
  })

  it('a partial withdrawal (one vase of two, or one line of two) leaves the parcel on its way', () => {
    const oneVase = order([
      { index: 0, name: 'Vaso Onda', quantity: 1 },
      { index: 1, name: 'Candela Fico', quantity: 1 },
    ])
    const oneLine = order([{ index: 0, name: 'Vaso Onda', quantity: 2 }])
    expect(cancelsShipmentOnMove(oneVase, 'withdrawn')).toBe(false)
    expect(cancelsShipmentOnMove(oneLine, 'withdrawn')).toBe(false)
    // Lines without an index are no proof of a full withdrawal.
    expect(
      withdrawsEverything(
        order([
          { name: 'Vaso Onda', quantity: 2 },
          { name: 'Candela Fico', quantity: 1 },
        ]),
      ),
    ).toBe(false)
  })

  it('a refund cancels it; a delivered, cancelled or already-cancelling shipment, or another move, does not', () => {
    expect(cancelsShipmentOnMove(order([]), 'refunded')).toBe(true)
    expect(cancelsShipmentOnMove(order([], { status: 'delivered' }), 'refunded')).toBe(false)
    expect(cancelsShipmentOnMove(order([], { status: 'cancelled' }), 'refunded')).toBe(false)
    expect(cancelsShipmentOnMove(order([], { cancellation: 'queued' }), 'refunded')).toBe(false)
    expect(cancelsShipmentOnMove(order([], { shipmentId: null }), 'refunded')).toBe(false)
    expect(cancelsShipmentOnMove(order([]), 'shipped')).toBe(false)
  })
})

// The listener itself, with the database and the carrier replaced: a partial withdrawal asks no cancel.
const calls = vi.hoisted(() => ({ cancel: [] as string[], state: [] as unknown[] }))
vi.mock('@/features/orders/server', () => ({
  setShipmentState: async (_p: unknown, _id: unknown, state: unknown) => void calls.state.push(state),
}))
vi.mock('./settings', () => ({
  providerOf: () => ({
    cancel: async (id: string) => {
      calls.cancel.push(id)
      return { ok: true, value: 'cancelled' }
    },
  }),
}))

describe('cancelShipmentOfClosedOrder', () => {
  it('keeps a partially withdrawn order’s parcel and cancels a fully withdrawn one', async () => {
    const { cancelShipmentOfClosedOrder } = await import('./closed')
    const partial = { id: 1, ...order([{ index: 0, name: 'Vaso Onda', quantity: 1 }]) } as unknown as Order
    await cancelShipmentOfClosedOrder(null as never, partial, 'withdrawn')
    expect(calls.cancel).toEqual([])
    expect(calls.state).toEqual([])
    const full = {
      id: 2,
      ...order([
        { index: 0, name: 'Vaso Onda', quantity: 2 },
        { index: 1, name: 'Candela Fico', quantity: 1 },
      ]),
    } as unknown as Order
    await cancelShipmentOfClosedOrder(null as never, full, 'withdrawn')
    expect(calls.cancel).toEqual(['sh_1'])
    expect(calls.state).toEqual([{ cancellation: 'cancelled', status: 'cancelled' }])
  })
})
