import { describe, expect, it } from 'vitest'
import { categorySaleCover, periodsIn, type Membership } from './membership'
import { variantPrice } from './sale'

const day = (d: string) => new Date(`${d}T00:00:00Z`)
const row = (productId: string, category: string, from: string): Membership => ({
  productId,
  category,
  from: day(from),
})
const sale = { id: 's', starts: day('2026-07-01'), ends: day('2026-07-10'), percent: 10, priceCents: null }

describe('a category sale over time', () => {
  it("follows each product's periods in the category", () => {
    const rows = [
      row('1', 'Candele', '2026-01-01'),
      row('1', 'Vasi', '2026-07-05'), // left during the sale
      row('2', 'Vasi', '2026-01-01'),
      row('2', 'Candele', '2026-07-03'), // joined during the sale
      row('3', 'Vasi', '2026-01-01'),
      row('3', 'Candele', '2026-07-20'), // joined after it
      row('4', 'Candele', '2026-01-01'),
      row('4', ' Candele ', '2026-06-01'), // the same category, spaces changed
    ]
    expect(periodsIn(rows, 'Candele').get('1')).toEqual([{ from: day('2026-01-01'), to: day('2026-07-05') }])
    expect(periodsIn(rows, 'Candele').get('4')).toEqual([{ from: day('2026-01-01'), to: null }])
    expect(categorySaleCover(sale, 'Candele', rows).map((s) => [s.productIds, s.starts, s.ends])).toEqual([
      [['1'], day('2026-07-01'), day('2026-07-05')],
      [['2'], day('2026-07-03'), day('2026-07-10')],
      [['4'], day('2026-07-01'), day('2026-07-10')],
    ])
  })

  it('a product that left the category keeps the sale price it was charged in its history', () => {
    const rows = [row('1', 'Candele', '2026-01-01'), row('1', 'Vasi', '2026-07-15')]
    const list = [{ from: day('2026-01-01'), cents: 4000 }]
    const own = {
      id: 'p',
      starts: day('2026-07-20'),
      ends: day('2026-07-31'),
      productIds: ['1'],
      percent: 20,
      priceCents: null,
    }
    const sales = [...categorySaleCover(sale, 'Candele', rows), own]
    // 32.00 € from 20 July, against the 36.00 € charged in the category sale.
    expect(variantPrice({ list, base: list }, sales, day('2026-07-21'))).toMatchObject({
      cents: 3200,
      reduction: { cents: 3600, percentOff: 11 },
    })
  })
})
