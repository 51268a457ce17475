import type { Payload } from 'payload'

export type Locale = 'it' | 'en'

/** Globals with drafts take a publication status (the seller and shop settings have none). */
const versioned = (slug: string) => slug !== 'seller' && slug !== 'shop-settings'
type Row = Record<string, unknown>

/** Copies array row ids from the saved Italian document so the English update fills the same rows. */
export function copyIds(target: unknown, source: unknown): void {
  if (Array.isArray(target) && Array.isArray(source)) {
    target.forEach((row, i) => {
      if (row && typeof row === 'object' && source[i] && typeof source[i] === 'object') {
        const src = source[i] as Row
        if (src.id !== undefined) (row as Row).id = src.id
        copyIds(row, src)
      }
    })
  } else if (target && typeof target === 'object' && source && typeof source === 'object') {
    for (const key of Object.keys(target)) copyIds((target as Row)[key], (source as Row)[key])
  }
}

/** Writes a global in Italian (with `shared`, the fields that are not localized), then its English text in the same rows. */
export async function setGlobal(payload: Payload, slug: string, build: (lang: Locale) => Row, shared: Row = {}) {
  const saved = await payload.updateGlobal({
    slug: slug as never,
    locale: 'it',
    // Seeded content is published (content globals keep drafts: payload/globals/factory.ts).
    data: { ...build('it'), ...shared, ...(versioned(slug) ? { _status: 'published' } : {}) } as never,
    overrideAccess: true,
  })
  const en = build('en')
  copyIds(en, saved)
  await payload.updateGlobal({
    slug: slug as never,
    locale: 'en',
    data: { ...en, ...(versioned(slug) ? { _status: 'published' } : {}) } as never,
    overrideAccess: true,
  })
}
