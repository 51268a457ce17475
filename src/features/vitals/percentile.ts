/** One bucket's count: `le` is its upper bound, the count is of that bucket alone (not cumulative). */
export type BucketCount = { le: number; count: number }

/**
 * The q-quantile of values counted in buckets, as Prometheus' histogram_quantile computes it: find the
 * bucket the q·total-th value falls in and interpolate linearly between its lower bound (the previous
 * bucket's upper bound, empty or not; 0 for the first) and its upper bound. Null when nothing was counted.
 */
export function quantileOfBuckets(q: number, counts: readonly BucketCount[]): number | null {
  const sorted = [...counts].sort((a, b) => a.le - b.le)
  const total = sorted.reduce((n, b) => n + b.count, 0)
  if (total === 0) return null
  const rank = q * total
  let below = 0
  let lower = 0
  for (const b of sorted) {
    if (below + b.count >= rank) return lower + (b.le - lower) * ((rank - below) / b.count)
    below += b.count
    lower = b.le
  }
  return sorted[sorted.length - 1]!.le
}

/**
 * The 75th percentile Google judges a page by. `bounds` are the histogram's every upper bound, so an
 * empty bucket below the one the rank falls in still sets that bucket's lower bound.
 */
export function p75(counts: readonly BucketCount[], bounds: readonly number[]): number | null {
  const byLe = new Map<number, number>()
  for (const c of counts) byLe.set(c.le, (byLe.get(c.le) ?? 0) + c.count)
  const all = [...new Set([...bounds, ...byLe.keys()])].sort((a, b) => a - b)
  return quantileOfBuckets(
    0.75,
    all.map((le) => ({ le, count: byLe.get(le) ?? 0 })),
  )
}
