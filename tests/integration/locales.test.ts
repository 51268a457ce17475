import { describe, expect, it } from 'vitest'
import { sitemapRoot } from '@/features/products/server'
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
    const xml = await sitemapRoot(await shop(), 'https://shop.example')
    const entries = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]!)
    const loc = (e: string) => new URL(/<loc>(.*?)<\/loc>/.exec(e)![1]!)
    const home = entries.filter((e) => loc(e).pathname === '/')
    expect(home.map((e) => loc(e).searchParams.get('lang'))).toEqual(LANGS)
    expect(entries.some((e) => loc(e).pathname === '/shop/vaso-onda')).toBe(true)
    for (const e of entries)
      expect([...e.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1])).toEqual([...LANGS, 'x-default'])
  })
})
