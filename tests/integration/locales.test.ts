import { describe, expect, it } from 'vitest'
import sitemap from '@/app/sitemap'
import { LANGS } from '@/i18n/locales'
import { shop } from './helpers'

describe('every place that needs a language reads the locale table', () => {
  it("Payload's localization and its language fields list exactly the table's languages", async () => {
    const payload = await shop()
    const localization = payload.config.localization
    expect(localization && localization.localeCodes).toEqual(LANGS)
    expect(localization && localization.defaultLocale).toBe(LANGS[0])
    const options = (slug: 'orders' | 'subscribers', field: string) => {
      const f = payload.collections[slug].config.fields.find((x) => 'name' in x && x.name === field)
      return (f as { options: (string | { value: string })[] }).options.map((o) =>
        typeof o === 'string' ? o : o.value,
      )
    }
    expect(options('orders', 'locale')).toEqual(LANGS)
    expect(options('subscribers', 'lang')).toEqual(LANGS)
  })

  it('the sitemap lists each page once per language, each with every alternate', async () => {
    await shop()
    const entries = await sitemap()
    const home = entries.filter((e) => new URL(e.url).pathname === '/')
    expect(home.map((e) => new URL(e.url).searchParams.get('lang'))).toEqual(LANGS)
    for (const e of entries) expect(Object.keys(e.alternates?.languages ?? {})).toEqual([...LANGS, 'x-default'])
  })
})
