import { describe, expect, it } from 'vitest'
import { WEB_VITALS_HISTOGRAMS } from '@/services/metrics'
import { bucketOf, prometheusValue, VITAL_NAMES, VITALS } from './definitions'

describe('the metric definitions', () => {
  it('have Google’s good bounds: LCP 2.5 s, INP 200 ms, CLS 0.1, FCP 1.8 s, TTFB 0.8 s', () => {
    expect(Object.fromEntries(VITAL_NAMES.map((n) => [n, VITALS[n].threshold]))).toEqual({
      LCP: 2500,
      INP: 200,
      CLS: 0.1,
      FCP: 1800,
      TTFB: 800,
    })
  })

  it('keep ascending buckets with the threshold among them and the largest accepted value last', () => {
    for (const name of VITAL_NAMES) {
      const { buckets, threshold, max } = VITALS[name]
      expect([...buckets].sort((a, b) => a - b)).toEqual(buckets)
      expect(new Set(buckets).size).toBe(buckets.length)
      expect(buckets).toContain(threshold)
      expect(buckets[buckets.length - 1]).toBe(max)
    }
  })

  it('agree with the Prometheus histograms’ buckets (seconds for the timings, the score for CLS)', () => {
    for (const name of VITAL_NAMES) {
      expect(WEB_VITALS_HISTOGRAMS[name].buckets).toEqual(VITALS[name].buckets.map((le) => prometheusValue(name, le)))
    }
    expect(WEB_VITALS_HISTOGRAMS.LCP.buckets).toContain(2.5)
    expect(WEB_VITALS_HISTOGRAMS.INP.buckets).toContain(0.2)
    expect(WEB_VITALS_HISTOGRAMS.CLS.buckets).toContain(0.1)
    expect(WEB_VITALS_HISTOGRAMS.FCP.buckets).toContain(1.8)
    expect(WEB_VITALS_HISTOGRAMS.TTFB.buckets).toContain(0.8)
  })

  it('count a value in the smallest bucket at or above it', () => {
    expect(bucketOf('LCP', 0)).toBe(250)
    expect(bucketOf('LCP', 2500)).toBe(2500)
    expect(bucketOf('LCP', 2500.1)).toBe(3000)
    expect(bucketOf('LCP', 120_000)).toBe(120_000)
    expect(bucketOf('CLS', 0.1)).toBe(0.1)
    expect(bucketOf('CLS', 0.11)).toBe(0.15)
    expect(bucketOf('INP', 201)).toBe(300)
  })

  it('give Prometheus seconds for the timings and the bare score for CLS', () => {
    expect(prometheusValue('LCP', 2500)).toBe(2.5)
    expect(prometheusValue('TTFB', 800)).toBe(0.8)
    expect(prometheusValue('CLS', 0.25)).toBe(0.25)
  })
})
