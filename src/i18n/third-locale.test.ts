import { stemmer as german } from '@orama/stemmers/german'
import { describe, expect, expectTypeOf, it, vi } from 'vitest'
import { badRequestText } from '@/lib/action-guard'
import { routeTemplates } from '@/lib/route-template'
import { DEMO_SELLER, sellerRegistration } from '@/lib/seller'
import { modelWithdrawalForm } from '@/lib/withdrawal-form'
import { searchLanguages } from '@/features/search/languages'
import type * as Locales from './locales'
import type { Messages } from './messages'

/**
 * "A language is a row" (issue 53, ADR 0037): a third language — German, declared only here — goes
 * through the shop's own code: the locale table's functions, Payload's locales and language options,
 * hreflang and Open Graph, the route templates of the metrics, the Node front's refusal, the messages,
 * the e-mails (frame, seller identity, withdrawal form, a stock alert's confirmation) and the search's
 * language settings. Nothing here is an if/else on 'it'/'en': a path that still chose between two codes
 * would hand German readers Italian or English, and the assertions below would see it.
 */

const { DE, deMessages } = vi.hoisted(() => {
  const DE: Locales.LocaleRow = {
    label: 'Deutsch',
    operatorName: { it: 'Tedesco', en: 'German' },
    htmlLang: 'de',
    intl: 'de-DE',
    schemaLanguage: 'de-DE',
    openGraph: 'de_DE',
    invoiceMoney: 'de-DE',
    stripe: 'de',
    search: { stemmer: 'german', stopWords: 'der die das und mit von fur', postgres: 'german' },
    badRequest: 'Ungültige Anfrage: Seite neu laden und erneut versuchen.',
    flag: {
      viewBox: '0 0 5 3',
      shapes: [
        ['rect', { width: 5, height: 1, fill: '#000' }],
        ['rect', { y: 1, width: 5, height: 1, fill: '#D00' }],
        ['rect', { y: 2, width: 5, height: 1, fill: '#FFCE00' }],
      ],
    },
  }
  // The messages folder of the fixture's language: the English texts with the ones checked below in German.
  const deMessages = (en: Messages): Messages => ({
    ...en,
    nav: { ...en.nav, home: 'Startseite' },
    sellerIdentity: {
      vatNumber: 'USt-IdNr.',
      taxCode: 'Steuernummer',
      shareCapital: 'Stammkapital {amount} € voll eingezahlt',
      soleShareholder: 'Alleingesellschafter',
      inLiquidation: 'In Liquidation',
    },
    withdrawalForm: {
      title: 'Muster-Widerrufsformular',
      lines: ['(Wenn Sie den Vertrag widerrufen wollen, füllen Sie bitte dieses Formular aus)', '— An: {seller}'],
    },
    termsFile: 'agb.pdf',
    stockAlertMail: {
      ...en.stockAlertMail,
      confirmSubject: 'Bestätigen Sie Ihre Verfügbarkeitsmeldung: {name}',
      confirmBody: 'Sie möchten wissen, wann {name} wieder da ist.',
      confirm: 'Meldung bestätigen',
      stop: 'Keine Meldung mehr? Abbestellen',
    },
  })
  return { DE, deMessages }
})

// The shop's table with the fixture's row after Italian and English: every export of locales.ts is
// rebuilt from it by the same localeTable() the shop uses, so every importer below reads three rows.
vi.mock('./locales', async (importOriginal) => {
  const real = await importOriginal<typeof Locales>()
  const rows = { ...real.LOCALES, de: DE }
  const t = real.localeTable(rows, real.DEFAULT_LANG)
  return {
    ...real,
    LOCALES: rows,
    LANGS: t.langs,
    isLang: t.isLang,
    parseLang: t.parseLang,
    resolveLang: t.resolveLang,
    payloadLocales: t.payloadLocales,
    languageOptions: t.languageOptions,
    localizedUrls: t.localizedUrls,
    alternateUrls: t.alternateUrls,
    locale: (l: keyof typeof rows) => rows[l],
  }
})
vi.mock('./messages', async (importOriginal) => {
  const real = await importOriginal<typeof import('./messages')>()
  return { ...real, messages: { ...real.messages, de: deMessages(real.messages.en) } }
})
// The e-mail frame reads the seller's identity from the CMS: here the demo seller, no database.
vi.mock('@/features/seller/data', () => ({ getSeller: async () => DEMO_SELLER }))

const de = 'de' as Locales.Lang

describe('a third language declared only in a fixture', () => {
  it('is a language of the table: parsed at the boundary, resolved, listed for Payload', async () => {
    const { LANGS, DEFAULT_LANG, parseLang, resolveLang, payloadLocales, languageOptions } = await import('./locales')
    expect(LANGS).toEqual(['it', 'en', 'de'])
    expect(parseLang('de')).toBe('de')
    expect(resolveLang('de', 'en')).toBe('de')
    expect(resolveLang(null, 'de')).toBe('de')
    // No silent fallback between two codes: what is no language of the table is the default, Italian.
    expect(parseLang('fr')).toBe(DEFAULT_LANG)
    expect(parseLang(undefined)).toBe('it')
    expect(payloadLocales()).toContainEqual({ code: 'de', label: 'Deutsch' })
    expect(languageOptions().map((o) => o.value)).toEqual(['it', 'en', 'de'])
    expect(languageOptions()[2]!.label).toEqual({ it: 'Tedesco', en: 'German' })
  })

  it('has its page URLs, hreflang alternates and Open Graph locale', async () => {
    const { pageMetadata } = await import('./seo')
    const meta = pageMetadata('/shop', de, 'Shop')
    expect(meta.alternates?.canonical).toBe('/shop?lang=de')
    expect(meta.alternates?.languages).toMatchObject({ de: '/shop?lang=de', 'x-default': '/shop?lang=it' })
    expect((meta.openGraph as { locale?: string }).locale).toBe('de_DE')
  })

  it('is a route of the metrics and the Node front answers in it', async () => {
    const { LANGS, LOCALES, DEFAULT_LANG } = await import('./locales')
    const templateOf = routeTemplates(
      { dynamicRoutes: [{ page: '/[lang]/shop/[slug]', regex: '^/([^/]+?)/shop/([^/]+?)(?:/)?$' }] },
      LANGS,
      DEFAULT_LANG,
    )
    expect(templateOf('/de/shop/vaso-onda')).toBe('/[lang]/shop/[slug]')
    expect(templateOf('/shop/vaso-onda?lang=de')).toBe('/[lang]/shop/[slug]')
    // As scripts/start.mjs builds them.
    const texts = Object.fromEntries(LANGS.map((l) => [l, LOCALES[l].badRequest]))
    expect(badRequestText('lang=de', '/account', texts, DEFAULT_LANG)).toBe(DE.badRequest)
    expect(badRequestText('lang=fr', '/account', texts, DEFAULT_LANG)).toMatch(/^Richiesta non valida/)
  })

  it('has its messages, the same keys as every other language', async () => {
    const { messages, shellMessages } = await import('./messages')
    const { LANGS } = await import('./locales')
    const paths = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        v && typeof v === 'object' && !Array.isArray(v) ? paths(v, `${prefix}${k}.`) : [`${prefix}${k}`],
      )
    for (const l of LANGS) expect(paths(messages[l]).sort(), l).toEqual(paths(messages.en).sort())
    expect(shellMessages(messages[de]).nav.home).toBe('Startseite')
    // The dictionary is typed by the table: a row without its messages is a type-check error.
    expectTypeOf(messages).toEqualTypeOf<Record<Locales.Lang, Messages>>()
  })

  it('writes the e-mails in it: frame, seller identity, withdrawal form, a stock alert', async () => {
    const { messages } = await import('./messages')
    const { LOCALES } = await import('./locales')
    const { emailLayout } = await import('@/features/ui/email-layout')
    const html = await emailLayout(de, 'Titel', '<p>Text</p>')
    expect(html).toContain('<html lang="de">')
    expect(html).toContain(`USt-IdNr. ${DEMO_SELLER.vatNumber}`)
    expect(html).toContain('Stammkapital 10.000 € voll eingezahlt')
    expect(html).toContain('Alleingesellschafter')
    expect(sellerRegistration(DEMO_SELLER, messages[de].sellerIdentity, LOCALES[de].intl)).toContain(
      'Stammkapital 10.000 € voll eingezahlt',
    )
    const form = modelWithdrawalForm(messages[de].withdrawalForm, DEMO_SELLER, 'info@vetrina.example')
    expect(form.title).toBe('Muster-Widerrufsformular')
    expect(form.lines[1]).toBe(
      `— An: ${DEMO_SELLER.name}, Via Cavour 12, 31029 Vittorio Veneto (TV), Italia, info@vetrina.example`,
    )

    const { confirmMail } = await import('@/features/stock-alerts/mail')
    const mail = await confirmMail({ email: 'kunde@example.com', lang: de, token: 't0k' }, 'Vaso Onda', '')
    expect(mail.subject).toBe('Bestätigen Sie Ihre Verfügbarkeitsmeldung: Vaso Onda')
    expect(mail.text).toContain('/api/stock-alerts/confirm?token=t0k&lang=de')
    expect(mail.text).toContain('Keine Meldung mehr? Abbestellen: ')
    expect(mail.html).toContain('<html lang="de">')
    expect(mail.html).toContain('Meldung bestätigen')
  })

  it('has its search settings: stemmer, stop words and PostgreSQL configuration from its row', async () => {
    const { LOCALES, DEFAULT_LANG } = await import('./locales')
    const { stemmer: italian } = await import('@orama/stemmers/italian')
    const { stemmer: english } = await import('@orama/stemmers/english')
    const search = searchLanguages(LOCALES, { italian, english, german }, DEFAULT_LANG)
    expect(search.langs).toEqual(['it', 'en', 'de'])
    expect(search.stem('kerzen', de)).toBe(german('kerzen'))
    expect(search.stem('candele', 'it')).toBe(italian('candele'))
    expect(search.isStopWord('und')).toBe(true)
    expect(search.isStopWord('della')).toBe(true)
    expect(search.allStems('kerzen')).toContain(german('kerzen'))
    expect(search.postgresConfig(de)).toBe('german')
    expect(search.postgresConfigs).toEqual(['italian', 'english', 'german'])
    // A row whose stemmer is not registered is refused when the settings are built, not guessed.
    expect(() => searchLanguages(LOCALES, { italian, english }, DEFAULT_LANG)).toThrow(/no stemmer 'german'/)
  })
})
