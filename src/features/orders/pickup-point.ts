import type { Lang } from '@/i18n/locales'
import { LOCALES } from '@/i18n/locales'

/**
 * The pickup point or locker of an order (issue 55, ADR 0043): its shape as the carrier feature finds it and
 * the order keeps it, and how it is written out (checkout, confirmation page, e-mails, operator). Pure.
 */

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** Opening hours per weekday: "09:00–19:00" spans (a day left out is a closed day). */
export type OpeningHours = Partial<Record<Weekday, string[]>>

/** A locker (an automated parcel machine) or a shop (a parcel shop, post office or carrier depot). */
export type PickupKind = 'locker' | 'shop'

export type PickupPoint = {
  /** The provider's id of the point (Sendcloud: the service point id; the label is addressed to it). */
  id: string
  name: string
  street: string
  postcode: string
  city: string
  /** ISO 3166-1 alpha-2. */
  country: string
  hours: OpeningHours
  /** Metres from the searched place (null when the provider did not say). */
  distance: number | null
  carrier: string
  kind: PickupKind
}

/** The stored hours (JSON on the order) read back, whatever is there: only weekdays with string spans. */
export function hoursOf(stored: unknown): OpeningHours {
  const out: OpeningHours = {}
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return out
  for (const day of WEEKDAYS) {
    const v = (stored as Record<string, unknown>)[day]
    if (Array.isArray(v)) {
      const spans = v.filter((s): s is string => typeof s === 'string').slice(0, 4)
      if (spans.length) out[day] = spans.map((s) => s.slice(0, 20))
    }
  }
  return out
}

/** "Via Roma 1, 20121 Milano" */
export const pickupAddress = (p: Pick<PickupPoint, 'street' | 'postcode' | 'city'>) =>
  [p.street, [p.postcode, p.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')

const weekdayName = (day: Weekday, lang: Lang) =>
  new Intl.DateTimeFormat(LOCALES[lang].intl, { weekday: 'short', timeZone: 'UTC' }).format(
    // 2024-01-01 was a Monday.
    new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day))),
  )

/**
 * The hours as lines, one per run of days with the same hours ("lun–ven 09:00–19:00", "sab 09:00–12:30"); the
 * closed days are left out. Empty when the carrier gave none.
 */
export function hoursLines(hours: OpeningHours, lang: Lang): string[] {
  const lines: string[] = []
  let i = 0
  while (i < WEEKDAYS.length) {
    const day = WEEKDAYS[i]!
    const spans = hours[day]
    if (!spans?.length) {
      i++
      continue
    }
    const text = spans.join(', ')
    let j = i
    while (j + 1 < WEEKDAYS.length && (hours[WEEKDAYS[j + 1]!] ?? []).join(', ') === text) j++
    const days = j === i ? weekdayName(day, lang) : `${weekdayName(day, lang)}–${weekdayName(WEEKDAYS[j]!, lang)}`
    lines.push(`${days} ${text}`)
    i = j + 1
  }
  return lines
}

/** "350 m", "1,2 km" in the page's language. */
export function distanceText(metres: number, lang: Lang): string {
  if (metres < 1000) return `${Math.round(metres)} m`
  const km = new Intl.NumberFormat(LOCALES[lang].intl, { maximumFractionDigits: 1 }).format(metres / 1000)
  return `${km} km`
}

/** The order's point as kept, or null when the order goes to an address. */
export function orderPickupPoint(order: {
  pickupPoint?: {
    pointId?: string | null
    carrier?: string | null
    kind?: string | null
    name?: string | null
    street?: string | null
    postcode?: string | null
    city?: string | null
    country?: string | null
    hours?: unknown
  } | null
}): Omit<PickupPoint, 'distance'> | null {
  const p = order.pickupPoint
  if (!p?.pointId || !p.name) return null
  return {
    id: p.pointId,
    name: p.name,
    street: p.street ?? '',
    postcode: p.postcode ?? '',
    city: p.city ?? '',
    country: p.country ?? '',
    hours: hoursOf(p.hours),
    carrier: p.carrier ?? '',
    kind: p.kind === 'locker' ? 'locker' : 'shop',
  }
}
