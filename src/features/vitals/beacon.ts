import { z } from 'zod'
import { LANGS } from '@/i18n/locales'
import { DEVICES, PAGE_TYPES, VITAL_NAMES, VITALS } from './definitions'

/** A beacon's body is a few hundred bytes; anything past this is refused unread. */
export const BEACON_MAX_BYTES = 2048

/** Why a beacon was refused: each reason has its message in both languages (messages' `webVitals`). */
export type BeaconRefusal = 'notJson' | 'tooLarge' | 'shape' | 'unknownValue' | 'outOfRange' | 'duplicate'

const metric = z.strictObject({
  name: z.enum(VITAL_NAMES),
  // zod refuses NaN and ±Infinity as numbers; the upper bound depends on the metric (below).
  value: z.number().nonnegative(),
})

/**
 * What the browser's reporter sends (POST /api/vitals, issue 56): the page type, language and device
 * class, and one to five measurements of distinct metrics within their ranges. Strict: a key the contract
 * does not name is refused, so nothing more about the visit can be slipped in.
 */
export const beaconSchema = z
  .strictObject({
    page: z.enum(PAGE_TYPES),
    lang: z.enum(LANGS),
    device: z.enum(DEVICES),
    metrics: z.array(metric).min(1).max(VITAL_NAMES.length),
  })
  .superRefine((beacon, ctx) => {
    const seen = new Set<string>()
    beacon.metrics.forEach((m, i) => {
      if (m.value > VITALS[m.name].max)
        ctx.addIssue({ code: 'custom', path: ['metrics', i, 'value'], params: { reason: 'outOfRange' } })
      if (seen.has(m.name))
        ctx.addIssue({ code: 'custom', path: ['metrics', i, 'name'], params: { reason: 'duplicate' } })
      seen.add(m.name)
    })
  })
export type VitalsBeacon = z.infer<typeof beaconSchema>

/**
 * The reason a zod refusal of a beacon is answered with (the first issue's): a number where a
 * measurement is expected that is negative, infinite (JSON's 1e999) or too large is out of range;
 * anything else there (a string, null) is the wrong shape.
 */
export function refusalOf(issues: readonly z.core.$ZodIssue[], raw: unknown): BeaconRefusal {
  const issue = issues[0]
  if (!issue) return 'shape'
  if (issue.code === 'custom') {
    const reason = (issue.params as { reason?: BeaconRefusal } | undefined)?.reason
    return reason ?? 'shape'
  }
  if (issue.code === 'invalid_value') return 'unknownValue'
  const input = issue.path.reduce<unknown>((at, key) => (at as Record<PropertyKey, unknown> | null)?.[key], raw)
  if (issue.path[0] === 'metrics' && issue.path[2] === 'value' && typeof input === 'number') return 'outOfRange'
  return 'shape'
}

export type BeaconParse = { ok: true; beacon: VitalsBeacon } | { ok: false; reason: BeaconRefusal; lang?: unknown }

/**
 * A beacon's text, parsed and validated. On refusal, the body's `lang` is handed back when the body was
 * a JSON object (valid or not: the caller answers in it when it is one of the shop's languages).
 */
export function parseBeacon(text: string): BeaconParse {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return { ok: false, reason: 'notJson' }
  }
  const parsed = beaconSchema.safeParse(raw)
  if (parsed.success) return { ok: true, beacon: parsed.data }
  const lang = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as { lang?: unknown }).lang : undefined
  return { ok: false, reason: refusalOf(parsed.error.issues, raw), lang }
}
