/**
 * The Core Web Vitals the shop measures on real visits (issue 56), as Google's web-vitals library reports
 * them: the timings in milliseconds, CLS as a unitless score. Each has the bucket upper bounds its counts
 * are kept in — the same bounds as the Prometheus histograms of src/services/metrics.ts (in seconds there;
 * definitions.test.ts checks they agree) — and Google's "good" bound, which is one of the buckets, so a
 * 75th percentile at or under it is exact at the threshold. The last bound is the largest value a beacon
 * may carry: every accepted value falls in a bucket, and the database needs no infinite bound.
 */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const
export type VitalName = (typeof VITAL_NAMES)[number]

/** The storefront's kinds of page the figures are kept by. */
export const PAGE_TYPES = ['home', 'listing', 'product', 'content', 'checkout', 'account'] as const
export type PageType = (typeof PAGE_TYPES)[number]

/** The visitor's device class, from the viewport's width (deviceOf). */
export const DEVICES = ['phone', 'tablet', 'desktop'] as const
export type DeviceClass = (typeof DEVICES)[number]

export type VitalDefinition = {
  name: VitalName
  /** 'ms' for the timings, 'score' for CLS (unitless). */
  unit: 'ms' | 'score'
  /** Google's bound of a good experience at the 75th percentile, in the metric's unit. */
  threshold: number
  /** The largest value accepted from a beacon, in the metric's unit (also the last bucket's bound). */
  max: number
  /** Bucket upper bounds, ascending, in the metric's unit; the threshold is one of them, max the last. */
  buckets: readonly number[]
}

/** Longest timing a beacon may report: two minutes, in milliseconds. */
const MAX_MS = 120_000
/** Largest layout shift score a beacon may report. */
const MAX_CLS = 10

export const VITALS: Readonly<Record<VitalName, VitalDefinition>> = {
  LCP: {
    name: 'LCP',
    unit: 'ms',
    threshold: 2500,
    max: MAX_MS,
    buckets: [250, 500, 1000, 1500, 2000, 2500, 3000, 4000, 5000, 7500, 10_000, 20_000, MAX_MS],
  },
  INP: {
    name: 'INP',
    unit: 'ms',
    threshold: 200,
    max: MAX_MS,
    buckets: [25, 50, 100, 150, 200, 300, 500, 750, 1000, 2000, 5000, MAX_MS],
  },
  CLS: {
    name: 'CLS',
    unit: 'score',
    threshold: 0.1,
    max: MAX_CLS,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5, MAX_CLS],
  },
  FCP: {
    name: 'FCP',
    unit: 'ms',
    threshold: 1800,
    max: MAX_MS,
    buckets: [250, 500, 1000, 1500, 1800, 2500, 3000, 4000, 6000, 10_000, 20_000, MAX_MS],
  },
  TTFB: {
    name: 'TTFB',
    unit: 'ms',
    threshold: 800,
    max: MAX_MS,
    buckets: [50, 100, 200, 400, 600, 800, 1000, 1400, 1800, 2500, 5000, 10_000, MAX_MS],
  },
}

/** The bucket a value is counted in: the smallest upper bound at or above it (values are ≤ max). */
export function bucketOf(name: VitalName, value: number): number {
  const { buckets } = VITALS[name]
  return buckets.find((le) => value <= le) ?? buckets[buckets.length - 1]!
}

/** The value in the unit of the Prometheus histogram: seconds for the timings, the score for CLS. */
export const prometheusValue = (name: VitalName, value: number): number =>
  VITALS[name].unit === 'ms' ? value / 1000 : value
