import { APIError, type CollectionConfig, type Field } from 'payload'
import { DEFAULT_LANG, LANGS } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { INITIAL_STATUS, ORDER_STATUSES } from '../values'
import { adminOnly, adminOrOwner } from '../access'
import { labelled } from '../labels'
import { billingDataField, heldPaymentField, vatField } from '../fields/order-billing'
import { orderDeliveryFields } from '../fields/order-delivery'

const l = (it: string, en: string) => ({ it, en })

/** Labels of the order's fields in the CMS (the field names stay the old shop's). */
const LABELS: Record<string, { it: string; en: string }> = {
  ref: l('Numero ordine (testo)', 'Order number (text)'),
  user: l('Account del cliente', 'Customer account'),
  email: l('E-mail', 'E-mail'),
  status: l('Stato', 'Status'),
  locale: l('Lingua', 'Language'),
  items: l('Righe', 'Lines'),
  subtotal: l('Subtotale (prima dello sconto)', 'Subtotal (before the discount)'),
  discount: l('Sconti (offerte e codice)', 'Discounts (offers and code)'),
  discountCode: l('Codice sconto', 'Discount code'),
  codeDiscount: l('Sconto del codice', 'Discount of the code'),
  offers: l('Offerte applicate', 'Offers applied'),
  discountRef: l('Codice sconto (scheda)', 'Discount code (record)'),
  shippingFee: l('Spedizione', 'Shipping'),
  totalAmount: l('Totale', 'Total'),
  note: l('Nota del cliente', 'Customer’s note'),
  billingData: l('Dati di fatturazione e consegna', 'Billing and delivery details'),
  vat: l('Regime IVA', 'VAT regime'),
  tracking: l('Spedizione: tracciamento', 'Shipment tracking'),
  shipment: l('Spedizione del corriere', 'Carrier shipment'),
  pickupPoint: l('Punto di ritiro / locker', 'Pickup point / locker'),
  withdrawal: l('Recesso', 'Withdrawal'),
  paymentIntentId: l('Pagamento (Stripe)', 'Payment (Stripe)'),
  checkoutSessionId: l('Sessione di pagamento', 'Payment session'),
  invoiceNumber: l('Numero fattura', 'Invoice number'),
  history: l('Storia', 'History'),
}

/**
 * Everything of an order but the operator's internal notes is written only by the shop's code (checkout,
 * payment webhook, the order actions of /admin/orders), which writes as the system: through the API and
 * in /cms — the operator included — those fields are read-only, so no edit bypasses the life cycle,
 * its checks and its e-mails.
 */
const lockAll = (fields: Field[]): Field[] =>
  fields.map((f) =>
    'name' in f && f.type !== 'ui' && f.name !== 'operatorNote'
      ? ({
          ...f,
          label: LABELS[f.name] ?? f.label,
          access: { ...('access' in f ? f.access : {}), update: () => false },
          admin: { ...f.admin, readOnly: true },
        } as Field)
      : f,
  )

/**
 * Orders are written only by server code (checkout, payment webhook, operator
 * actions) with overrideAccess; through the API a customer may only read their own.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: l('Ordine', 'Order'), plural: l('Ordini', 'Orders') },
  admin: {
    group: l('Clienti', 'Customers'),
    useAsTitle: 'ref',
    defaultColumns: ['ref', 'email', 'status', 'totalAmount', 'createdAt'],
    description: l(
      'Sola lettura, tranne le note interne: il lavoro sugli ordini si fa in Gestione → Ordini (/admin/orders).',
      'Read-only except the internal notes: orders are worked on in Back office → Orders (/admin/orders).',
    ),
  },
  defaultSort: '-createdAt',
  // Never deleted through the API or /cms, the operator included: an order is a fiscal record (ten
  // years), and on SQLite the id of a deleted newest order would be given to the next one, whose
  // e-mails (keyed by order id in the outbox) would then count as already sent. A test order is
  // cancelled or refunded instead.
  access: { read: adminOrOwner('user'), create: adminOnly, update: adminOnly, delete: () => false },
  hooks: {
    beforeChange: [
      // The status changes only through the life cycle's table (features/orders/repository.moveOrder,
      // which claims the move in the database first): a new order starts in the first status, and a
      // write that would change the status itself — the operator in /cms, a script — is refused.
      ({ data, operation, originalDoc }) => {
        if (operation === 'create') {
          data.status = INITIAL_STATUS
          // A held payment is recorded only by the payment's confirmation (features/orders/fulfilment.ts).
          delete data.heldPayment
        } else if (data.status !== undefined && originalDoc && data.status !== originalDoc.status)
          throw new APIError(
            'Change the status from the order page (/admin/orders): it follows the order life cycle.',
            400,
            undefined,
            true,
          )
        return data
      },
    ],
    // afterChange (the `ref` written as the id's text): registered by the orders feature at the
    // composition root (src/composition.ts).
  },
  fields: labelled(
    lockAll([
      {
        name: 'workflow',
        type: 'ui',
        admin: { components: { Field: '/payload/admin/OrderWorkflow#OrderWorkflow' } },
      },
      {
        name: 'operatorNote',
        label: l('Note interne', 'Internal notes'),
        type: 'textarea',
        admin: {
          description: l('Visibili solo a te, mai al cliente.', 'Seen only by you, never by the customer.'),
        },
      },
      {
        name: 'ref',
        type: 'text',
        index: true,
        admin: {
          readOnly: true,
          description: l('Il numero dell’ordine come testo (per la ricerca)', 'Order id as text (search)'),
        },
      },
      { name: 'user', type: 'relationship', relationTo: 'users', index: true },
      { name: 'email', type: 'email', required: true, index: true },
      {
        name: 'status',
        type: 'select',
        required: true,
        defaultValue: INITIAL_STATUS,
        index: true,
        // The life cycle's table owns the list; changes go through it (features/orders/repository.moveOrder).
        admin: { readOnly: true },
        // The customer-facing names of each status, in the CMS's two languages.
        options: ORDER_STATUSES.map((value) => ({
          value,
          label: { it: messages.it.account.statuses[value], en: messages.en.account.statuses[value] },
        })),
      },
      { name: 'locale', type: 'select', options: LANGS, defaultValue: DEFAULT_LANG },
      // A dealer's order (issue 41, ADR 0026): its lines, discount and shipping are net of VAT; the total adds the VAT.
      {
        name: 'trade',
        label: l('Ordine rivenditore', 'Dealer order'),
        type: 'checkbox',
        defaultValue: false,
        index: true,
      },
      {
        name: 'payment',
        label: l('Pagamento', 'Payment'),
        type: 'select',
        defaultValue: 'card',
        options: [
          { value: 'card', label: l('Carta', 'Card') },
          { value: 'bank-transfer', label: l('Bonifico bancario', 'Bank transfer') },
        ],
      },
      { name: 'holdUntil', label: l('Pezzi riservati fino al', 'Pieces held until'), type: 'date', index: true },
      { name: 'paymentDue', label: l('Pagamento dovuto entro', 'Payment due by'), type: 'date', index: true },
      { name: 'transferDate', label: l('Data del bonifico', 'Transfer date'), type: 'date' },
      // The last payment reminder of an order on terms (features/orders/payment-reminders.ts).
      { name: 'paymentRemindedAt', label: l('Ultimo promemoria di pagamento', 'Last payment reminder'), type: 'date' },
      {
        name: 'items',
        type: 'array',
        required: true,
        fields: [
          { name: 'product', type: 'relationship', relationTo: 'products' },
          { name: 'name', type: 'text', required: true },
          { name: 'url', type: 'text' },
          { name: 'sku', type: 'text' },
          { name: 'image', type: 'text' },
          { name: 'type', type: 'text' },
          { name: 'fragrance', type: 'text' },
          { name: 'sets', type: 'text' },
          { name: 'price', type: 'number', required: true },
          { name: 'quantity', type: 'number', required: true, min: 1 },
          // The discount code's share of the line, as charged (the line paid price × quantity − this).
          { name: 'discount', type: 'number', defaultValue: 0, label: l('Sconto', 'Discount') },
        ],
      },
      { name: 'subtotal', type: 'number', required: true },
      { name: 'discount', type: 'number', defaultValue: 0 },
      { name: 'discountCode', type: 'text', index: true },
      // The code's share of `discount`, apart from the offers' (as charged; the codes' CSV counts it).
      { name: 'codeDiscount', type: 'number' },
      // The running offers that took something off (their Italian names), part of `discount`.
      { name: 'offers', type: 'text' },
      { name: 'discountRef', type: 'relationship', relationTo: 'discount-codes', index: true },
      // The code's use this order holds (features/pricing/redemptions.ts): given back if it expires or is cancelled.
      { name: 'discountHold', type: 'text', index: true, admin: { hidden: true } },
      { name: 'shippingFee', type: 'number', required: true },
      { name: 'totalAmount', type: 'number', required: true },
      { name: 'note', type: 'textarea' },
      billingDataField,
      vatField,
      ...orderDeliveryFields,
      heldPaymentField,
      { name: 'paymentIntentId', type: 'text', index: true },
      { name: 'checkoutSessionId', type: 'text', index: true },
      { name: 'invoiceNumber', type: 'text', unique: true },
      // When the review invitation was recorded (once per order: features/reviews/invitations.ts).
      { name: 'reviewInvitedAt', type: 'date', index: true, admin: { readOnly: true } },
      {
        name: 'history',
        type: 'array',
        admin: { readOnly: true },
        fields: [
          { name: 'status', type: 'text', required: true },
          { name: 'by', type: 'text' },
          { name: 'at', type: 'date', required: true },
        ],
      },
    ]),
  ),
}
