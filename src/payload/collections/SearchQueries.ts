import type { CollectionConfig } from 'payload'
import { languageOptions } from '@/i18n/locales'
import { adminOnly } from '../access'

const l = (it: string, en: string) => ({ it, en })

/**
 * What shoppers searched (issue 39): one row per day, language and query (folded: lower case, no
 * accents, words only), with how many times and how many products the last search found. Counts only:
 * no address, account or session is kept. Written by the search page (one atomic upsert per search,
 * features/search/stats.ts); the list shows the last 30 days' most frequent and fruitless searches above it.
 */
export const SearchQueries: CollectionConfig = {
  slug: 'search-queries',
  labels: { singular: l('Ricerca', 'Search'), plural: l('Ricerche dei clienti', 'Shoppers’ searches') },
  admin: {
    group: l('Ricerca', 'Search'),
    useAsTitle: 'query',
    defaultColumns: ['day', 'query', 'lang', 'count', 'found'],
    components: { beforeList: ['/features/search/SearchStats#SearchStats'] },
  },
  defaultSort: '-day',
  access: { read: adminOnly, create: () => false, update: () => false, delete: adminOnly },
  indexes: [{ fields: ['day', 'lang', 'query'], unique: true }],
  fields: [
    { name: 'day', type: 'text', label: l('Giorno', 'Day'), required: true, index: true },
    {
      name: 'lang',
      type: 'select',
      label: l('Lingua', 'Language'),
      required: true,
      options: languageOptions(),
    },
    { name: 'query', type: 'text', label: l('Ricerca', 'Query'), required: true },
    { name: 'count', type: 'number', label: l('Volte', 'Times'), required: true, defaultValue: 1 },
    { name: 'found', type: 'number', label: l('Prodotti trovati', 'Products found'), required: true, defaultValue: 0 },
  ],
}
