import type { CollectionConfig } from 'payload'
import { adminOnly } from '../access'

/**
 * Which Italian category each published product was in, from when (issue 52, ADR 0032): one row each
 * time it takes a new one — written by the products' hook on every write path, never by hand. A category
 * sale covers a product only while it was in the category, so a move later does not rewrite the prices
 * it was charged (the 30-day rule reads them).
 */
export const CategoryHistory: CollectionConfig = {
  slug: 'category-history',
  labels: {
    singular: { it: 'Storico categorie', en: 'Category history' },
    plural: { it: 'Storico categorie', en: 'Category history' },
  },
  admin: {
    group: { it: 'Promozioni', en: 'Promotions' },
    useAsTitle: 'from',
    defaultColumns: ['product', 'category', 'from'],
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
      name: 'category',
      type: 'text',
      required: true,
      label: { it: 'Categoria (in italiano)', en: 'Category (in Italian)' },
    },
    {
      name: 'from',
      type: 'date',
      required: true,
      index: true,
      label: { it: 'Dal', en: 'From' },
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
