/**
 * Which backup archives to keep (issue 36): the newest of each of the last `daily` days, `weekly` ISO
 * weeks and `monthly` months that have an archive (calendar of Italy; as restic's keep-daily …), the newest of each of the last `years` calendar
 * years, and, for every year whose invoices an archive holds and that is still within the ten years of
 * art. 2220 c.c. / art. 39 DPR 633/1972, the newest archive holding it — so invoices of a year are
 * never all pruned before their ten years are over. Pure: the caller lists and deletes.
 */
export type ArchiveInfo = { name: string; takenAt: Date; invoiceYears: readonly number[] }
export type RetentionRule = { daily: number; weekly: number; monthly: number; years: number; fiscalYears: number }
export const DEFAULT_RETENTION: RetentionRule = { daily: 7, weekly: 5, monthly: 12, years: 11, fiscalYears: 10 }

const ROME = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})
/** The day in Italy, as YYYY-MM-DD. */
const romeDay = (d: Date) => ROME.format(d)

/** ISO week of a YYYY-MM-DD day, as YYYY-Www. */
function isoWeek(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  const weekday = date.getUTCDay() || 7
  date.setUTCDate(date.getUTCDate() + 4 - weekday) // the Thursday of its week decides the year
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1)
  const week = Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7)
  return `${date.getUTCFullYear()}-W${String(week).padStart(2, '0')}`
}

/** The newest archive of each of the `count` most recent periods. */
function newestPerPeriod(sorted: ArchiveInfo[], period: (a: ArchiveInfo) => string, count: number): string[] {
  const seen = new Set<string>()
  const kept: string[] = []
  for (const a of sorted) {
    const p = period(a)
    if (seen.has(p)) continue
    if (seen.size >= count) break
    seen.add(p)
    kept.push(a.name)
  }
  return kept
}

export function archivesToKeep(
  archives: readonly ArchiveInfo[],
  now: Date,
  rule: RetentionRule = DEFAULT_RETENTION,
): Set<string> {
  const sorted = [...archives].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime())
  const keep = new Set<string>([
    ...newestPerPeriod(sorted, (a) => romeDay(a.takenAt), rule.daily),
    ...newestPerPeriod(sorted, (a) => isoWeek(romeDay(a.takenAt)), rule.weekly),
    ...newestPerPeriod(sorted, (a) => romeDay(a.takenAt).slice(0, 7), rule.monthly),
    ...newestPerPeriod(sorted, (a) => romeDay(a.takenAt).slice(0, 4), rule.years),
  ])
  // Invoices of year Y are kept until the end of Y + fiscalYears.
  const thisYear = Number(romeDay(now).slice(0, 4))
  const years = new Set(sorted.flatMap((a) => a.invoiceYears))
  for (const y of years) {
    if (thisYear - y > rule.fiscalYears) continue
    const newest = sorted.find((a) => a.invoiceYears.includes(y))
    if (newest) keep.add(newest.name)
  }
  return keep
}
