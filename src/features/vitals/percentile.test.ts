import { describe, expect, it } from 'vitest'
import { p75, quantileOfBuckets } from './percentile'

describe('quantileOfBuckets (as Prometheus’ histogram_quantile)', () => {
  it('is null with nothing counted', () => {
    expect(quantileOfBuckets(0.75, [])).toBeNull()
    expect(quantileOfBuckets(0.75, [{ le: 1, count: 0 }])).toBeNull()
  })

  it('interpolates linearly inside the bucket the rank falls in, from 0 in the first', () => {
    // 4 values ≤ 100: the 3rd of 4 is three quarters of the way from 0 to 100.
    expect(quantileOfBuckets(0.75, [{ le: 100, count: 4 }])).toBe(75)
    // 2 in (0, 100], 2 in (100, 300]: rank 3 is half-way through the second bucket.
    expect(
      quantileOfBuckets(0.75, [
        { le: 100, count: 2 },
        { le: 300, count: 2 },
      ]),
    ).toBe(200)
  })

  it('takes an empty bucket’s bound as the next one’s lower bound, and sorts the buckets', () => {
    expect(
      quantileOfBuckets(0.5, [
        { le: 2000, count: 4 },
        { le: 1500, count: 0 },
        { le: 1000, count: 0 },
      ]),
    ).toBe(1750)
  })

  it('lands exactly on a bucket’s bound when the rank is its cumulative count', () => {
    expect(
      quantileOfBuckets(0.75, [
        { le: 2500, count: 3 },
        { le: 4000, count: 1 },
      ]),
    ).toBe(2500)
  })
})

describe('p75', () => {
  it('uses every bound of the histogram, counted or not, and adds up rows of the same bucket', () => {
    const bounds = [1000, 2000, 2500, 3000]
    // Four values in (2000, 2500] (from two rows: two instances' days): p75 = 2000 + 0.75·500.
    expect(
      p75(
        [
          { le: 2500, count: 1 },
          { le: 2500, count: 3 },
        ],
        bounds,
      ),
    ).toBe(2375)
    expect(p75([], bounds)).toBeNull()
  })

  it('matches a hand count: 100 LCPs, 70 good and 30 slow', () => {
    const bounds = [2500, 4000]
    expect(
      p75(
        [
          { le: 2500, count: 70 },
          { le: 4000, count: 30 },
        ],
        bounds,
      ),
    ).toBe(2500 + 1500 * (5 / 30))
  })
})
