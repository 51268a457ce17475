import type { CollectionConfig } from 'payload'
import { adminOnly, isAdminUser } from '../access'

const l = (it: string, en: string) => ({ it, en })
const PROMOTIONS = l('Promozioni', 'Promotions')

/**
 * Discount codes (issue 38): a percentage, an amount or free shipping, with conditions. The shop applies
 * them in the cart's one quote (features/cart/pricing.ts) and holds a use with the order's reservation
 * (features/pricing/redemptions.ts); `uses` is that count, written only by the shop's atomic statements.
 * A code somebody used cannot be deleted (its orders point at it): end it instead.
 */
export const DiscountCodes: CollectionConfig = {
  slug: 'discount-codes',
  labels: { singular: l('Codice sconto', 'Discount code'), plural: l('Codici sconto', 'Discount codes') },
  admin: {
    group: PROMOTIONS,
    useAsTitle: 'code',
    defaultColumns: ['code', 'kind', 'percent', 'amount', 'uses', 'maxUses', 'ends'],
    description: l(
      'Il cliente scrive il codice nel carrello o alla cassa (maiuscole e minuscole sono uguali). «Utilizzi» conta gli ordini pagati e quelli in attesa di pagamento; un ordine scaduto o annullato restituisce il suo utilizzo.',
      'The shopper types the code in the cart or at checkout (any case). “Uses” counts paid orders and those waiting for payment; an order that expires or is cancelled gives its use back.',
    ),
  },
  access: {
    read: adminOnly,
    create: adminOnly,
    update: adminOnly,
    delete: ({ req }) => (isAdminUser(req.user) ? { uses: { equals: 0 } } : false),
  },
  // Hooks and the fields' rules: registered by the pricing feature at the composition root (src/composition.ts).
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'code',
          type: 'text',
          required: true,
          unique: true,
          label: l('Codice', 'Code'),
        },
        { name: 'description', type: 'text', label: l('Descrizione (interna)', 'Description (internal)') },
      ],
    },
    {
      name: 'kind',
      type: 'radio',
      required: true,
      defaultValue: 'percent',
      label: l('Sconto', 'Discount'),
      options: [
        { value: 'percent', label: l('Percentuale', 'Percentage') },
        { value: 'amount', label: l('Importo fisso', 'Fixed amount') },
        { value: 'free-shipping', label: l('Spedizione gratuita', 'Free shipping') },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'percent',
          type: 'number',
          label: l('Percentuale', 'Percentage'),
          admin: { condition: (_, s) => s?.kind === 'percent' },
        },
        {
          name: 'amount',
          type: 'number',
          label: l('Importo (€, IVA inclusa)', 'Amount (€, VAT included)'),
          admin: { condition: (_, s) => s?.kind === 'amount' },
        },
        {
          name: 'minSubtotal',
          type: 'number',
          min: 0,
          label: l('Spesa minima (€)', 'Minimum spend (€)'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'starts',
          type: 'date',
          label: l('Valido dal', 'Valid from'),
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'ends',
          type: 'date',
          label: l('Valido fino al', 'Valid until'),
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'maxUses', type: 'number', min: 1, label: l('Utilizzi massimi (totale)', 'Maximum uses (total)') },
        { name: 'maxPerCustomer', type: 'number', min: 1, label: l('Utilizzi per cliente', 'Uses per customer') },
        {
          name: 'uses',
          type: 'number',
          defaultValue: 0,
          label: l('Utilizzi', 'Uses'),
          access: { create: () => false, update: () => false },
          admin: { readOnly: true },
        },
      ],
    },
    {
      name: 'products',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      label: l('Solo per questi prodotti', 'Only for these products'),
    },
    {
      name: 'categories',
      type: 'text',
      hasMany: true,
      label: l('Solo per queste categorie (come in italiano)', 'Only for these categories (as in Italian)'),
    },
    {
      name: 'notWithSales',
      type: 'checkbox',
      defaultValue: false,
      label: l('Non sui prodotti già in promozione', 'Not on products already on sale'),
    },
    {
      name: 'orders',
      type: 'join',
      collection: 'orders',
      on: 'discountRef',
      label: l('Ordini con questo codice', 'Orders with this code'),
      defaultLimit: 20,
      admin: { defaultColumns: ['ref', 'email', 'status', 'discount', 'totalAmount', 'createdAt'] },
    },
  ],
}

/**
 * One row per use a customer holds (features/pricing/redemptions.ts): its unique key is the code, the
 * customer (account or e-mail) and a slot up to the per-customer cap, so two checkouts of one customer
 * cannot both take the last slot. Written only by the shop; the operator reads them.
 */
export const CodeUses: CollectionConfig = {
  slug: 'code-uses',
  labels: { singular: l('Utilizzo di un codice', 'Code use'), plural: l('Utilizzi dei codici', 'Code uses') },
  admin: { group: PROMOTIONS, useAsTitle: 'key', defaultColumns: ['code', 'customer', 'createdAt'] },
  access: { read: adminOnly, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, label: l('Chiave', 'Key') },
    {
      name: 'code',
      type: 'relationship',
      relationTo: 'discount-codes',
      required: true,
      index: true,
      label: l('Codice', 'Code'),
    },
    { name: 'customer', type: 'text', required: true, index: true, label: l('Cliente', 'Customer') },
    { name: 'hold', type: 'text', required: true, index: true, label: l('Ordine (riserva)', 'Order (hold)') },
  ],
}
