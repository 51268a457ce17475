/** Rome's calendar day of an instant (the operator's day), YYYY-MM-DD. */
export const romeDay = (at: Date): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at)

/** The calendar day `n` days before a YYYY-MM-DD day (date arithmetic, so a change of summer time is no matter). */
export function daysBefore(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d - n)).toISOString().slice(0, 10)
}
