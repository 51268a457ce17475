import { describe, expect, it } from 'vitest'
import { change, dailyNet, totals, type OrderFact } from './figures'
import { addDays, daysOf, periodRanges } from './period'

const order = (id: number, day: string, status: OrderFact['status'], euros: number, trade = false): OrderFact => ({
  id,
  day,
  status,
  totalCents: Math.round(euros * 100),
  trade,
})

describe('dashboard periods', () => {
  it('compares today with yesterday, the last 7 days with the 7 before, the last 30 with the 30 before', () => {
    expect(periodRanges('day', '2026-03-01')).toEqual({
      current: { from: '2026-03-01', to: '2026-03-01' },
      previous: { from: '2026-02-28', to: '2026-02-28' },
      chart: { from: '2026-02-16', to: '2026-03-01' },
    })
    const week = periodRanges('week', '2026-11-27')
    expect(week.current).toEqual({ from: '2026-11-21', to: '2026-11-27' })
    expect(week.previous).toEqual({ from: '2026-11-14', to: '2026-11-20' })
    const month = periodRanges('month', '2026-11-27')
    expect(daysOf(month.current)).toHaveLength(30)
    expect(daysOf(month.previous)).toHaveLength(30)
    expect(addDays(month.previous.to, 1)).toBe(month.current.from)
  })

  it('counts days across the change to summer time without losing one', () => {
    expect(daysOf({ from: '2026-03-28', to: '2026-03-30' })).toEqual(['2026-03-28', '2026-03-29', '2026-03-30'])
  })
})

describe('dashboard sums', () => {
  const orders = [
    order(1, '2026-11-27', 'paid', 100),
    order(2, '2026-11-27', 'shipped', 50.5),
    order(3, '2026-11-26', 'refunded', 40),
    order(4, '2026-11-27', 'pending', 999),
    order(5, '2026-11-27', 'cancelled', 999),
    order(6, '2026-11-27', 'expired', 999),
    order(7, '2026-11-25', 'accepted', 200, true),
    order(8, '2026-11-20', 'delivered', 10),
  ]
  const refunds = new Map([
    ['2', 500],
    ['3', 4000],
  ])

  it('net sales are the paid orders of the days less their refunds; unpaid, cancelled and expired orders are not sales', () => {
    const t = totals(orders, refunds, { from: '2026-11-21', to: '2026-11-27' })
    expect(t).toEqual({
      orders: 4,
      grossCents: 10000 + 5050 + 4000 + 20000,
      refundedCents: 500 + 4000,
      netCents: 10000 + 4550 + 0 + 20000,
      averageCents: Math.round(39050 / 4),
      retailNetCents: 14550,
      tradeNetCents: 20000,
      tradeOrders: 1,
    })
  })

  it('an empty period is all zeros, and the change against nothing is not a percentage', () => {
    expect(totals([], new Map(), { from: '2026-01-01', to: '2026-01-07' }).averageCents).toBe(0)
    expect(change(150, 100)).toBe(50)
    expect(change(50, 100)).toBe(-50)
    expect(change(10, 0)).toBeNull()
  })

  it('gives each day its net sales', () => {
    expect(dailyNet(orders, refunds, ['2026-11-25', '2026-11-26', '2026-11-27'])).toEqual([20000, 0, 14550])
  })
})
