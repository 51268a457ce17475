/**
 * The dashboard's periods (issue 42), in days in Italy (YYYY-MM-DD): today, the last 7 days or the last
 * 30, each beside the period of the same length just before it. Pure.
 */
export const PERIODS = ['day', 'week', 'month'] as const
export type PeriodKind = (typeof PERIODS)[number]
export const isPeriod = (v: unknown): v is PeriodKind =>
  typeof v === 'string' && (PERIODS as readonly string[]).includes(v)

const LENGTH: Record<PeriodKind, number> = { day: 1, week: 7, month: 30 }
/** The chart of "today" still shows two weeks of days, so that today has something to be read against. */
const CHART_DAYS: Record<PeriodKind, number> = { day: 14, week: 7, month: 30 }

export type DayRange = { from: string; to: string }

/** `day` moved by `n` days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)
}

export function periodRanges(
  kind: PeriodKind,
  today: string,
): { current: DayRange; previous: DayRange; chart: DayRange } {
  const n = LENGTH[kind]
  return {
    current: { from: addDays(today, -(n - 1)), to: today },
    previous: { from: addDays(today, -(2 * n - 1)), to: addDays(today, -n) },
    chart: { from: addDays(today, -(CHART_DAYS[kind] - 1)), to: today },
  }
}

/** Every day of a range, oldest first. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = []
  for (let d = range.from; d <= range.to; d = addDays(d, 1)) days.push(d)
  return days
}

export const inRange = (day: string, range: DayRange) => day >= range.from && day <= range.to
