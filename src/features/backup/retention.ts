/**
 * Which backup archives to keep (issue 36): the newest of each of the last `daily` days, `weekly` ISO
 * weeks and `monthly` months that have an archive (calendar of Italy; as restic's keep-daily …), the newest of each of the last `years` calendar
 * years, and, for every year whose invoices an archive holds and that is still within the ten years of
 * art. 2220 c.c. / art. 39 DPR 633/1972, the newest archive holding it — so invoices of a year are
 * never all pruned before their ten years are over. Pure: the caller lists and deletes.
 *
 * The rule counts encrypted archives only (issue 52): a plain one (`npm run backup -- --plain`, or one
 * written before encryption was required) is no period's newest — else a plain archive taken later in
 * the day would get that day's encrypted one pruned. A plain archive is kept PLAIN_KEEP_DAYS days, and
 * beyond them only while it is the newest archive holding a year's invoices that no encrypted one holds.
 */
export type ArchiveInfo = { name: string; takenAt: Date; invoiceYears: readonly number[]; plain?: boolean }
/** How long a plain archive stays, in days. */
export const PLAIN_KEEP_DAYS = 7
/** Whether an archive's name is an encrypted one's (`….tar.gz.age`). */
/** How an encrypted archive's name ends: the one place for it (this module imports nothing, so light ones can read it). */
export const ENCRYPTED_SUFFIX = '.tar.gz.age'
export const isEncryptedName = (name: string) => name.endsWith(ENCRYPTED_SUFFIX)
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
  const all = [...archives].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime())
  const sorted = all.filter((a) => !a.plain)
  const keep = new Set<string>([
    ...newestPerPeriod(sorted, (a) => romeDay(a.takenAt), rule.daily),
    ...newestPerPeriod(sorted, (a) => isoWeek(romeDay(a.takenAt)), rule.weekly),
    ...newestPerPeriod(sorted, (a) => romeDay(a.takenAt).slice(0, 7), rule.monthly),
    ...newestPerPeriod(sorted, (a) => romeDay(a.takenAt).slice(0, 4), rule.years),
  ])
  // Invoices of year Y are kept until the end of Y + fiscalYears.
  const thisYear = Number(romeDay(now).slice(0, 4))
  const years = new Set(all.flatMap((a) => a.invoiceYears))
  for (const y of years) {
    if (thisYear - y > rule.fiscalYears) continue
    const newest = sorted.find((a) => a.invoiceYears.includes(y)) ?? all.find((a) => a.invoiceYears.includes(y))
    if (newest) keep.add(newest.name)
  }
  const plainSince = now.getTime() - PLAIN_KEEP_DAYS * 86_400_000
  for (const a of all) if (a.plain && a.takenAt.getTime() > plainSince) keep.add(a.name)
  return keep
}
