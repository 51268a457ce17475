/**
 * The previous price a price reduction must show in Italy (art. 17-bis Codice del Consumo, from the EU
 * Omnibus directive 2019/2161): the lowest price applied to consumers in the 30 days before the
 * reduction. Pure, on the shop's recorded price history (issue 38):
 * - the history is the price in effect from each moment on (sale prices included: they were applied);
 * - a product on sale for less than 30 days: the lowest over the days it had a price, and that period
 *   is stated;
 * - a reduction that grows during one campaign keeps the previous price of its first step: the caller
 *   passes the campaign's start;
 * - a "sale" that is not below that lowest price is not announced as a reduction.
 */
export type PricePoint = { from: Date; cents: number }
export type PreviousPrice = { cents: number; days: number }

const DAY = 86_400_000

/** The lowest price in effect during the `windowDays` before `reductionStart`; null when it had none. */
export function lowestPriorPrice(
  history: readonly PricePoint[],
  reductionStart: Date,
  windowDays = 30,
): PreviousPrice | null {
  const start = reductionStart.getTime()
  const windowStart = start - windowDays * DAY
  const before = [...history]
    .filter((p) => p.from.getTime() < start)
    .sort((a, b) => a.from.getTime() - b.from.getTime())
  if (!before.length) return null
  // The price in effect when the window opens (the last one set before it), and every one set within it.
  const atOpen = before.filter((p) => p.from.getTime() <= windowStart).at(-1)
  const within = before.filter((p) => p.from.getTime() > windowStart)
  const considered = atOpen ? [atOpen, ...within] : within
  const cents = Math.min(...considered.map((p) => p.cents))
  const days = atOpen ? windowDays : Math.max(1, Math.ceil((start - before[0]!.from.getTime()) / DAY))
  return { cents, days }
}

export type Announcement = { previous: PreviousPrice; percentOff: number } | null

/** What a sale at `saleCents` from `campaignStart` may announce: the previous price and the reduction, or nothing. */
export function reductionAnnouncement(
  history: readonly PricePoint[],
  campaignStart: Date,
  saleCents: number,
): Announcement {
  const previous = lowestPriorPrice(history, campaignStart)
  if (!previous || saleCents >= previous.cents) return null
  return { previous, percentOff: Math.round(((previous.cents - saleCents) / previous.cents) * 100) }
}
