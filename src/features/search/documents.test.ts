import { describe, expect, it } from 'vitest'
import { categoryDocs, pageDocs, productDocs } from './documents'
import { richText } from '@/lib/richtext'

const product = {
  id: 7,
  url: 'candela-fico',
  sku: 'VC-7',
  _status: 'published',
  name: { it: 'Candela Fico', en: 'Fig Candle' },
  category: { it: 'Candele', en: 'Candles' },
  tags: { it: 'estate', en: 'summer' },
  product_summary: { it: 'Note verdi', en: 'Green notes' },
  description: { it: richText('Sotto un albero di fico.'), en: richText('Under a fig tree.') },
  fragrance: [{ name: { it: 'Cedro', en: 'Cedar' } }],
  sets: [{ number: 3 }],
}

describe('search documents', () => {
  it('a product gives one document per language with its words and stems', () => {
    const [it_, en] = productDocs(product)
    expect(it_).toMatchObject({
      key: 'product:7:it',
      kind: 'product',
      ref: '7',
      lang: 'it',
      title: 'Candela Fico',
      url: '/shop/candela-fico',
    })
    expect(it_!.name).toBe('Candela Fico Cedro')
    expect(it_!.body).toContain('Candele')
    expect(it_!.body).toContain('Sotto un albero di fico.')
    expect(it_!.body).toContain('VC-7')
    expect(it_!.stems.split(' ')).toContain('candel')
    expect(en).toMatchObject({ key: 'product:7:en', title: 'Fig Candle' })
    expect(en!.body).not.toContain('Sotto')
  })

  it('a draft that was never published gives none', () => {
    expect(productDocs({ ...product, _status: 'draft' })).toEqual([])
  })

  it('categories once per language, linking to the filtered shop', () => {
    const docs = categoryDocs([
      { lang: 'it', name: 'Candele' },
      { lang: 'it', name: 'candele ' },
      { lang: 'en', name: 'Candles' },
      { lang: 'en', name: '' },
    ])
    expect(docs.map((d) => `${d.lang}:${d.title}:${d.url}`)).toEqual([
      'it:Candele:/shop?category=Candele',
      'en:Candles:/shop?category=Candles',
    ])
  })

  it('a page gives its title and every text on it, never addresses or pictures', () => {
    const [it_] = pageDocs(
      'shipping',
      {
        title: { it: 'Spedizioni', en: 'Shipping' },
        body: { it: richText('Spediamo in 48 ore.'), en: richText('We ship in 48 hours.') },
        image: { mimeType: 'image/png', alt: 'foto' },
        url: '/x',
      },
      { it: 'Spedizioni', en: 'Shipping' },
    )
    expect(it_).toMatchObject({ kind: 'page', ref: 'shipping', url: '/shipping', title: 'Spedizioni' })
    expect(it_!.body).toContain('Spediamo in 48 ore.')
    expect(it_!.body).not.toContain('foto')
    expect(it_!.body).not.toContain('We ship')
  })
})
