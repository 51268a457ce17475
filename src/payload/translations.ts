import type { CollectionAfterReadHook, Field, GlobalAfterReadHook, PayloadRequest } from 'payload'
import { isAdminUser } from './access'
import { operatorLang } from './labels'
import { DEFAULT_LANG, LANGS, LOCALES, type Lang as ShopLang, type OperatorLang } from '@/i18n/locales'

type Label = string | Record<string, string> | false | undefined | ((...a: never[]) => unknown)
type Doc = Record<string, unknown>

type Lang = OperatorLang

/** The languages a text is translated into from the default one: every other row of the locale table. */
const TRANSLATED = LANGS.filter((l) => l !== DEFAULT_LANG)

/** A shop language named in the operator's sentence (Italian writes language names in lower case). */
const nameIn = (l: ShopLang, op: Lang) =>
  op === 'it' ? LOCALES[l].operatorName.it.toLocaleLowerCase('it') : LOCALES[l].operatorName[op]

const labelOf = (f: { name?: string; label?: Label }, lang: Lang): string => {
  const l = f.label
  if (typeof l === 'string') return l
  if (l && typeof l === 'object') return l[lang] ?? l.it ?? f.name ?? ''
  return f.name ?? ''
}

const filled = (v: unknown): boolean => {
  if (v === null || v === undefined) return false
  if (typeof v === 'string') return v.trim() !== ''
  // Rich text: any text node with characters.
  return /"text":"[^"]*[^"\s]/.test(JSON.stringify(v))
}

/**
 * The localized fields of a document (read with `locale: 'all'`) that have a text in `from` and none in
 * `to`, as label paths in the operator's language: the English shop shows the Italian text there.
 */
export function missingTranslations(
  fields: Field[],
  doc: Doc,
  lang: Lang,
  from: ShopLang = DEFAULT_LANG,
  to: ShopLang = TRANSLATED[0]!,
): string[] {
  const out: string[] = []
  const walk = (fs: Field[], data: Doc | undefined, prefix: string) => {
    if (!data) return
    for (const f of fs) {
      if (f.type === 'tabs') {
        for (const tab of f.tabs) walk(tab.fields, 'name' in tab && tab.name ? (data[tab.name] as Doc) : data, prefix)
        continue
      }
      if ((f.type === 'row' || f.type === 'collapsible') && 'fields' in f) {
        walk(f.fields, data, prefix)
        continue
      }
      if (!('name' in f) || !f.name || f.name === 'stockSeen') continue
      const label = `${prefix}${labelOf(f as never, lang)}`
      const value = data[f.name]
      if (f.type === 'group') walk(f.fields, value as Doc, `${label} › `)
      else if (f.type === 'array' && Array.isArray(value))
        value.forEach((row, i) => walk(f.fields, row as Doc, `${label} ${i + 1} › `))
      else if ('localized' in f && f.localized && value && typeof value === 'object') {
        const byLocale = value as Record<string, unknown>
        if (filled(byLocale[from]) && !filled(byLocale[to])) out.push(label)
      }
    }
  }
  walk(fields, doc, '')
  return out
}

/** What the field shows for one language: its missing texts, or that none is missing. */
export function translationNote(missing: string[], lang: Lang, to: ShopLang = TRANSLATED[0]!): string {
  const name = nameIn(to, lang)
  if (!missing.length) return lang === 'it' ? `Tutto tradotto in ${name}.` : `Everything is translated into ${name}.`
  return (lang === 'it' ? `Manca il testo in ${name} per: ` : `No ${name} text for: `) + missing.join('; ')
}

/** The note of a document read in every language: per language of the table other than the default. */
export function translationNotes(fields: Field[], doc: Doc, lang: Lang): string {
  const notes = TRANSLATED.map((to) => ({ to, missing: missingTranslations(fields, doc, lang, DEFAULT_LANG, to) }))
  const gaps = notes.filter((n) => n.missing.length)
  return (gaps.length ? gaps : notes).map((n) => translationNote(n.missing, lang, n.to)).join('\n')
}

/**
 * A read-only note in the sidebar of products and content pages: which texts have no English version
 * (the English shop falls back to the Italian one there). Computed for the operator's own reads.
 */
export const translationField: Field = {
  name: 'missingTranslations',
  type: 'textarea',
  virtual: true,
  label: { it: 'Traduzioni mancanti', en: 'Missing translations' },
  admin: {
    position: 'sidebar',
    readOnly: true,
    description: {
      it: 'Il negozio in inglese mostra il testo italiano dove manca quello inglese.',
      en: 'The English shop shows the Italian text where the English one is missing.',
    },
  },
}

/** Requests reading a document in every language for the note (the read runs the hooks again). */
const checking = new WeakSet<PayloadRequest>()

async function noteFor(req: PayloadRequest, fields: Field[], read: () => Promise<unknown>): Promise<string | null> {
  if (!isAdminUser(req.user) || checking.has(req)) return null
  checking.add(req)
  // The read shares the request (its transaction: a save's note is the saved text) and sets its locale.
  const { locale, fallbackLocale } = req
  try {
    const lang = operatorLang(req)
    return translationNotes(fields, (await read()) as Doc, lang)
  } finally {
    req.locale = locale
    req.fallbackLocale = fallbackLocale
    checking.delete(req)
  }
}

export const collectionTranslationCheck: CollectionAfterReadHook = async ({ doc, req, collection, findMany }) => {
  if (findMany || doc?.id === undefined) return doc
  const note = await noteFor(req, collection.fields, () =>
    req.payload.findByID({
      collection: collection.slug as never,
      id: doc.id,
      locale: 'all' as never,
      draft: true,
      depth: 0,
      overrideAccess: true,
      req,
    }),
  )
  return note === null ? doc : { ...doc, missingTranslations: note }
}

export const globalTranslationCheck: GlobalAfterReadHook = async ({ doc, req, global }) => {
  const note = await noteFor(req, global.fields, () =>
    req.payload.findGlobal({
      slug: global.slug as never,
      locale: 'all' as never,
      draft: true,
      depth: 0,
      overrideAccess: true,
      req,
    }),
  )
  return note === null ? doc : { ...doc, missingTranslations: note }
}
