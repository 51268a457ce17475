import type { CollectionConfig, Validate } from 'payload'
import { operatorLang } from '../labels'
import { adminOnly } from '../access'

const l = (it: string, en: string) => ({ it, en })

const fewerFree: Validate = (value, { siblingData, req }) => {
  const buy = (siblingData as { buy?: number }).buy
  if (typeof value !== 'number' || value < 1) return operatorLang(req) === 'en' ? 'At least 1.' : 'Almeno 1.'
  if (typeof buy === 'number' && value >= buy)
    return operatorLang(req) === 'en' ? 'Fewer than the pieces to buy.' : 'Meno dei pezzi da comprare.'
  return true
}
const after: Validate = (value, { siblingData, req }) => {
  const starts = (siblingData as { starts?: string | null }).starts
  if (value && starts && new Date(value as string).getTime() <= new Date(starts).getTime())
    return operatorLang(req) === 'en' ? 'The end must come after the start.' : 'La fine deve venire dopo l’inizio.'
  return true
}

/**
 * Offers without a code (issue 38; features/pricing/offers.ts): free shipping from a threshold per
 * zone — the shop's standing "free from 89,69 €" is one — and "buy X, get Y free" on a category. The
 * cart's quote applies the running ones; they start and end on time (the sales' boundary watcher).
 */
export const Offers: CollectionConfig = {
  slug: 'offers',
  labels: { singular: l('Offerta', 'Offer'), plural: l('Offerte automatiche', 'Automatic offers') },
  admin: {
    group: l('Promozioni', 'Promotions'),
    useAsTitle: 'label',
    defaultColumns: ['label', 'kind', 'zone', 'threshold', 'category', 'starts', 'ends'],
    description: l(
      'Si applicano da sole nel carrello. Uno sconto automatico su una categoria per un periodo si fa con una Promozione (mostra il prezzo più basso degli ultimi 30 giorni, come chiede la legge).',
      'They apply by themselves in the cart. An automatic percentage on a category for a period is a Sale (it shows the lowest price of the last 30 days, as the law asks).',
    ),
  },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  // Hooks: registered by the pricing feature at the composition root (src/composition.ts).
  fields: [
    {
      name: 'label',
      type: 'text',
      required: true,
      localized: true,
      label: l('Nome mostrato nel carrello', 'Name shown in the cart'),
    },
    {
      name: 'kind',
      type: 'radio',
      required: true,
      defaultValue: 'free-shipping',
      label: l('Offerta', 'Offer'),
      options: [
        { value: 'free-shipping', label: l('Spedizione gratuita da una spesa', 'Free shipping from a spend') },
        { value: 'buy-x-get-y', label: l('Prendi X, paghi meno (es. 3×2)', 'Buy X, get Y free (e.g. 3 for 2)') },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'zone',
          type: 'select',
          defaultValue: 'all',
          label: l('Zona', 'Zone'),
          options: [
            { value: 'all', label: l('Ovunque', 'Everywhere') },
            { value: 'italy', label: l('Italia', 'Italy') },
            { value: 'abroad', label: l('Altri paesi', 'Other countries') },
          ],
          admin: { condition: (_, s) => s?.kind !== 'buy-x-get-y' },
        },
        {
          name: 'threshold',
          type: 'number',
          min: 0,
          label: l('Gratuita da (subtotale, €)', 'Free from (subtotal, €)'),
          admin: { condition: (_, s) => s?.kind !== 'buy-x-get-y', step: 0.01 },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'category',
          type: 'text',
          label: l('Categoria (come in italiano)', 'Category (as in Italian)'),
          admin: { condition: (_, s) => s?.kind === 'buy-x-get-y' },
        },
        {
          name: 'buy',
          type: 'number',
          min: 2,
          label: l('Pezzi da comprare', 'Pieces to buy'),
          admin: { condition: (_, s) => s?.kind === 'buy-x-get-y' },
        },
        {
          name: 'free',
          type: 'number',
          validate: (v: unknown, o: Parameters<Validate>[1]) =>
            (o.siblingData as { kind?: string }).kind === 'buy-x-get-y' ? fewerFree(v, o) : true,
          label: l('Di cui gratis (i più economici)', 'Of which free (the cheapest)'),
          admin: { condition: (_, s) => s?.kind === 'buy-x-get-y' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'starts',
          type: 'date',
          label: l('Dal', 'From'),
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'ends',
          type: 'date',
          validate: after,
          label: l('Fino al', 'Until'),
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
  ],
}
