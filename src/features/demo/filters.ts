import type { Payload } from 'payload'
import { meaningFromLabel } from '@/features/products'
import { log } from '@/lib/logger'

/** The Italian labels the first seed wrote in English, and what they say in Italian. */
const ENGLISH_IN_ITALIAN: Record<string, string> = { 'In stock': 'Disponibili', 'Out of stock': 'Esauriti' }

type Option = { id?: string | null; label?: string | null; meaning?: string | null }

/**
 * Shops from before filter options had a meaning: every option came out of the migration as a category,
 * so "Disponibili" would filter by a category of that name. Once (while no option has any other meaning),
 * each option gets the meaning its labels used to trigger; the two availability labels the first seed
 * wrote in English on the Italian shop become Italian. Anything the operator set since is left alone.
 */
export async function ensureFilterMeanings(payload: Payload): Promise<void> {
  const read = (locale: 'it' | 'en') =>
    payload.findGlobal({ slug: 'filters', locale, depth: 0, overrideAccess: true, fallbackLocale: false })
  const [it, en] = await Promise.all([read('it'), read('en')])
  const options = (doc: typeof it) => (doc.filter ?? []).flatMap((g) => (g.options ?? []) as Option[])
  if (options(it).some((o) => o.meaning && o.meaning !== 'category')) return
  const english = new Map(options(en).map((o) => [o.id, o.label ?? '']))
  let changed = false
  const filter = (it.filter ?? []).map((group) => ({
    ...group,
    options: ((group.options ?? []) as Option[]).map((o) => {
      const label = (o.label && ENGLISH_IN_ITALIAN[o.label]) || o.label
      const fromIt = meaningFromLabel(o.label ?? '')
      const meaning = fromIt !== 'category' ? fromIt : meaningFromLabel(english.get(o.id) ?? '')
      if (label === o.label && meaning === 'category') return o
      changed = true
      return { ...o, label, meaning }
    }),
  }))
  if (!changed) return
  await payload.updateGlobal({
    slug: 'filters',
    locale: 'it',
    data: { filter, _status: 'published' } as never,
    overrideAccess: true,
  })
  log.info('shop filter options given their meaning (all, in stock, out of stock, category)')
}
