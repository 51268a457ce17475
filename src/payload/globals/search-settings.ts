import type { GlobalConfig } from 'payload'
import { adminOnly } from '../access'
import { revalidateGlobal } from '../hooks'

const l = (it: string, en: string) => ({ it, en })

/** The operator's synonyms for the shop's search (issue 39): read at every search, so a change applies at once. */
export const SearchSettings: GlobalConfig = {
  slug: 'search-settings',
  label: l('Sinonimi della ricerca', 'Search synonyms'),
  admin: {
    group: l('Ricerca', 'Search'),
    description: l(
      'Parole che per la ricerca valgono l’una per l’altra, in qualsiasi lingua: una riga per gruppo, parole separate da virgole (per esempio “portacandele, candeliere” o “scented, profumata”). Valgono dalla prossima ricerca.',
      'Words that the search treats as one another, in any language: one line per group, words separated by commas (e.g. “portacandele, candeliere” or “scented, profumata”). They apply from the next search.',
    ),
  },
  access: { read: adminOnly, update: adminOnly },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      name: 'synonyms',
      label: l('Sinonimi', 'Synonyms'),
      type: 'array',
      labels: { singular: l('Gruppo', 'Group'), plural: l('Gruppi', 'Groups') },
      fields: [
        {
          name: 'words',
          label: l('Parole (separate da virgole)', 'Words (comma separated)'),
          type: 'text',
          required: true,
          maxLength: 300,
        },
      ],
    },
  ],
}
