import type { CollectionConfig } from 'payload'
import { MAX_LINES, MAX_QUANTITY } from '../values'
import { ownedDocument, ownerField } from '../access'
import { labelled, SYSTEM_GROUP } from '../labels'

/** One cart per signed-in customer. Prices are never stored: the server re-prices from the catalogue. */
export const Carts: CollectionConfig = {
  slug: 'carts',
  labels: { singular: { it: 'Carrello', en: 'Cart' }, plural: { it: 'Carrelli dei clienti', en: 'Customer carts' } },
  ...ownedDocument,
  admin: { ...ownedDocument.admin, group: SYSTEM_GROUP },
  fields: labelled([
    ownerField,
    {
      name: 'items',
      type: 'array',
      maxRows: MAX_LINES,
      fields: [
        { name: 'product', type: 'relationship', relationTo: 'products', required: true },
        {
          name: 'quantity',
          type: 'number',
          required: true,
          min: 1,
          max: MAX_QUANTITY,
          // Whole pieces only, whoever writes (the shop's endpoint, /cms, the REST API).
          validate: (value: unknown) =>
            (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_QUANTITY) ||
            `A quantity is a whole number from 1 to ${MAX_QUANTITY}.`,
        },
        { name: 'fragrance', type: 'text' },
        { name: 'sets', type: 'text' },
      ],
    },
    { name: 'note', type: 'textarea', maxLength: 1000 },
  ]),
}
