import type { Payload } from 'payload'
import { log } from '@/lib/logger'

/** The Italian labels the first seed wrote in English, and what they say in Italian (the listing reads both). */
const ENGLISH_IN_ITALIAN: Record<string, string> = { 'In stock': 'Disponibili', 'Out of stock': 'Esauriti' }

/**
 * Shops seeded before the Italian availability labels existed show "In stock"/"Out of stock" on the
 * Italian shop: those two labels, if still exactly as seeded, become Italian. Any label the operator
 * wrote is left alone.
 */
export async function ensureItalianFilterLabels(payload: Payload): Promise<void> {
  const it = await payload.findGlobal({ slug: 'filters', locale: 'it', depth: 0, overrideAccess: true })
  let changed = false
  const filter = (it.filter ?? []).map((group) => ({
    ...group,
    options: (group.options ?? []).map((o) => {
      const italian = o.label ? ENGLISH_IN_ITALIAN[o.label] : undefined
      if (!italian) return o
      changed = true
      return { ...o, label: italian }
    }),
  }))
  if (!changed) return
  await payload.updateGlobal({ slug: 'filters', locale: 'it', data: { filter }, overrideAccess: true })
  log.info('filter labels of the Italian shop put in Italian')
}
