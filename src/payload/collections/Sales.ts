import type { CollectionConfig } from 'payload'
import { adminOnly, isAdminUser } from '../access'

const SALES_GROUP = { it: 'Promozioni', en: 'Promotions' }

/**
 * Sales (issue 38): a percentage off products or a category, or a new price for one product, from a start
 * to an end. The shop charges and shows the sale price in that period and announces the reduction with
 * the lowest price of the 30 days before (features/pricing). Rules on every write path — field validation,
 * and for deletion access plus a hook (the Local API): a started sale keeps its start, products and
 * discount; a started one cannot be deleted.
 */
export const Sales: CollectionConfig = {
  slug: 'sales',
  labels: {
    singular: { it: 'Promozione', en: 'Sale' },
    plural: { it: 'Promozioni (saldi)', en: 'Sales' },
  },
  admin: {
    group: SALES_GROUP,
    useAsTitle: 'name',
    defaultColumns: ['name', 'starts', 'ends', 'appliesTo', 'kind', 'percent', 'price'],
    description: {
      it: 'Il negozio mostra il prezzo in promozione con il prezzo più basso degli ultimi 30 giorni (art. 17-bis Codice del Consumo), calcolato dallo storico dei prezzi.',
      en: 'The shop shows the sale price with the lowest price of the last 30 days (art. 17-bis Codice del Consumo), from the recorded price history.',
    },
  },
  access: {
    read: adminOnly,
    create: adminOnly,
    update: adminOnly,
    // Only a sale that has not started can be deleted (a started one is part of the price history).
    delete: ({ req }) => (isAdminUser(req.user) ? { starts: { greater_than: new Date().toISOString() } } : false),
  },
  // Hooks and the fields' rules: registered by the pricing feature at the composition root (src/composition.ts).
  fields: [
    { name: 'name', type: 'text', required: true, label: { it: 'Nome (interno)', en: 'Name (internal)' } },
    {
      type: 'row',
      fields: [
        {
          name: 'starts',
          type: 'date',
          required: true,
          index: true,
          label: { it: 'Inizio', en: 'Starts' },
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'ends',
          type: 'date',
          required: true,
          index: true,
          label: { it: 'Fine', en: 'Ends' },
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    {
      name: 'appliesTo',
      type: 'radio',
      required: true,
      defaultValue: 'products',
      label: { it: 'Si applica a', en: 'Applies to' },
      options: [
        { value: 'products', label: { it: 'Prodotti scelti', en: 'Chosen products' } },
        { value: 'category', label: { it: 'Una categoria', en: 'A category' } },
      ],
    },
    {
      name: 'products',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      label: { it: 'Prodotti', en: 'Products' },
      admin: { condition: (_, s) => s?.appliesTo !== 'category' },
    },
    {
      name: 'category',
      type: 'text',
      label: { it: 'Categoria (come in italiano)', en: 'Category (as in Italian)' },
      admin: { condition: (_, s) => s?.appliesTo === 'category' },
    },
    {
      name: 'kind',
      type: 'radio',
      required: true,
      defaultValue: 'percent',
      label: { it: 'Sconto', en: 'Discount' },
      options: [
        { value: 'percent', label: { it: 'Percentuale', en: 'Percentage' } },
        { value: 'price', label: { it: 'Nuovo prezzo (un prodotto)', en: 'New price (one product)' } },
      ],
    },
    {
      name: 'percent',
      type: 'number',
      min: 1,
      max: 90,
      label: { it: 'Percentuale di sconto', en: 'Percentage off' },
      admin: { condition: (_, s) => s?.kind !== 'price' },
    },
    {
      name: 'price',
      type: 'number',
      min: 0,
      label: { it: 'Prezzo in promozione (€, IVA inclusa)', en: 'Sale price (€, VAT included)' },
      admin: {
        condition: (_, s) => s?.kind === 'price',
        description: {
          it: 'Per il pezzo singolo; le confezioni multiple hanno lo stesso sconto in proporzione.',
          en: 'For the single piece; multi-packs get the same reduction in proportion.',
        },
      },
    },
  ],
}

/**
 * The price history the 30-day rule reads (features/pricing): one row each time a published product's
 * price, or a multi-pack's, takes a new value — written by the products' hook on every write path,
 * never by hand (no one may create, change or delete a row through the API).
 */
export const PriceHistory: CollectionConfig = {
  slug: 'price-history',
  labels: {
    singular: { it: 'Storico prezzi', en: 'Price history' },
    plural: { it: 'Storico prezzi', en: 'Price history' },
  },
  admin: {
    group: SALES_GROUP,
    useAsTitle: 'from',
    defaultColumns: ['product', 'set', 'price', 'from'],
  },
  access: { read: adminOnly, create: () => false, update: () => false, delete: () => false },
  fields: [
    // Not required: a product deleted later takes its history's link with it (ON DELETE SET NULL).
    {
      name: 'product',
      type: 'relationship',
      relationTo: 'products',
      index: true,
      label: { it: 'Prodotto', en: 'Product' },
    },
    {
      name: 'set',
      type: 'number',
      required: true,
      defaultValue: 0,
      label: { it: 'Confezione (pezzi; 0 = pezzo singolo)', en: 'Multi-pack (pieces; 0 = single piece)' },
    },
    { name: 'price', type: 'number', required: true, label: { it: 'Prezzo (€)', en: 'Price (€)' } },
    {
      name: 'from',
      type: 'date',
      required: true,
      index: true,
      label: { it: 'In vigore dal', en: 'In effect from' },
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
