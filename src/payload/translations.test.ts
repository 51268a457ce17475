import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { missingTranslations, translationNote } from './translations'

const fields: Field[] = [
  { name: 'name', type: 'text', localized: true, label: { it: 'Nome', en: 'Name' } },
  { name: 'sku', type: 'text' },
  { name: 'summary', type: 'textarea', localized: true, label: { it: 'Riassunto', en: 'Summary' } },
  { name: 'description', type: 'richText', localized: true, label: { it: 'Descrizione', en: 'Description' } },
  {
    name: 'fragrance',
    type: 'array',
    label: { it: 'Fragranze', en: 'Fragrances' },
    fields: [{ name: 'name', type: 'text', localized: true, label: { it: 'Nome', en: 'Name' } }],
  },
  {
    name: 'how',
    type: 'group',
    label: { it: 'Come usarla', en: 'How to use' },
    fields: [{ name: 'Title', type: 'text', localized: true, label: { it: 'Titolo', en: 'Title' } }],
  },
]
const rich = (text: string) => ({ root: { children: [{ children: [{ type: 'text', text }] }] } })

describe('missingTranslations', () => {
  it('lists the texts written in Italian with no English, at every depth, with the operator’s labels', () => {
    const doc = {
      name: { it: 'Vaso', en: 'Vase' },
      sku: 'V-1',
      summary: { it: 'Bello', en: '  ' },
      description: { it: rich('Alto 20 cm'), en: rich('') },
      fragrance: [{ name: { it: 'Fico', en: 'Fig' } }, { name: { it: 'Cedro', en: null } }],
      how: { Title: { it: 'Consigli' } },
    }
    expect(missingTranslations(fields, doc, 'it')).toEqual([
      'Riassunto',
      'Descrizione',
      'Fragranze 2 › Nome',
      'Come usarla › Titolo',
    ])
    expect(missingTranslations(fields, doc, 'en')[0]).toBe('Summary')
  })

  it('finds nothing when every Italian text has its English one (or neither is written)', () => {
    const doc = { name: { it: 'Vaso', en: 'Vase' }, summary: { it: '', en: '' }, fragrance: [] }
    expect(missingTranslations(fields, doc, 'it')).toEqual([])
    expect(translationNote([], 'it')).toBe('Tutto tradotto in inglese.')
    expect(translationNote(['Riassunto'], 'it')).toBe('Manca il testo in inglese per: Riassunto')
  })
})
