import { describe, expect, it } from 'vitest'
import {
  alternateUrls,
  DEFAULT_LANG,
  isLang,
  languageOptions,
  LANGS,
  LOCALES,
  localizedUrls,
  parseLang,
  payloadLocales,
  resolveLang,
} from './locales'
import { messages } from './messages'
import { pageMetadata } from './seo'

/** Every key path of a messages object ('account.statuses.paid', …). */
const paths = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' && !Array.isArray(v) ? paths(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  )

describe('the locale table is the one list of languages', () => {
  it('has Italian first as the default, and each row complete', () => {
    expect(LANGS[0]).toBe(DEFAULT_LANG)
    expect(DEFAULT_LANG).toBe('it')
    for (const l of LANGS) {
      const row = LOCALES[l]
      expect(row.label.length, l).toBeGreaterThan(1)
      expect(() => new Intl.DateTimeFormat(row.intl)).not.toThrow()
      expect(row.openGraph).toMatch(/^[a-z]{2}_[A-Z]{2}$/)
      expect(row.flag.shapes.length, l).toBeGreaterThan(0)
    }
  })

  it('gives Payload its locales, hreflang its alternates and the dictionary its languages, all equal to the table', () => {
    expect(payloadLocales().map((l) => l.code)).toEqual(LANGS)
    expect(Object.keys(messages).sort()).toEqual([...LANGS].sort())
    const urls = localizedUrls('/shop')
    expect(Object.keys(urls)).toEqual([...LANGS, 'x-default'])
    for (const l of LANGS) {
      const meta = pageMetadata('/shop', l, 'Shop')
      expect(Object.keys(meta.alternates?.languages ?? {})).toEqual([...LANGS, 'x-default'])
      expect(meta.alternates?.canonical).toBe(`/shop?lang=${l}`)
      expect((meta.openGraph as { locale?: string }).locale).toBe(LOCALES[l].openGraph)
    }
  })

  it('keeps query parameters in the per-language URLs', () => {
    expect(localizedUrls('/shop?category=Vasi')).toEqual({
      it: '/shop?category=Vasi&lang=it',
      en: '/shop?category=Vasi&lang=en',
      'x-default': '/shop?category=Vasi&lang=it',
    })
  })

  it('has every text in every language (same keys as the English dictionary)', () => {
    const reference = paths(messages.en).sort()
    for (const l of LANGS) expect(paths(messages[l]).sort(), l).toEqual(reference)
  })

  it('resolves the language once: ?lang= wins, then the cookie, then Italian', () => {
    expect(resolveLang('en', 'it')).toBe('en')
    expect(resolveLang(null, 'en')).toBe('en')
    expect(resolveLang('xx', 'en')).toBe('en')
    expect(resolveLang('xx', 'yy')).toBe('it')
    expect(resolveLang(undefined, undefined)).toBe('it')
    expect(isLang('toString')).toBe(false)
    expect(isLang('__proto__')).toBe(false)
  })

  it('parses a language at a boundary: one of the table, else the default (no guess between two codes)', () => {
    expect(parseLang('en')).toBe('en')
    expect(parseLang('it')).toBe('it')
    expect(parseLang('EN')).toBe('it')
    expect(parseLang('fr')).toBe('it')
    expect(parseLang(null)).toBe('it')
    expect(parseLang(['en'])).toBe('it')
  })

  it('keys the hreflang alternates by each row’s htmlLang, and gives select fields the table’s values', () => {
    expect(alternateUrls('/shop')).toEqual(
      Object.fromEntries([
        ...LANGS.map((l) => [LOCALES[l].htmlLang, `/shop?lang=${l}`]),
        ['x-default', `/shop?lang=${DEFAULT_LANG}`],
      ]),
    )
    expect(languageOptions().map((o) => o.value)).toEqual(LANGS)
    expect(languageOptions()[1]!.label).toEqual({ it: 'Inglese', en: 'English' })
  })
})
