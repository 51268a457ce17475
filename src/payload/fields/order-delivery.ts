import type { Field } from 'payload'

const l = (it: string, en: string) => ({ it, en })

/**
 * Where an order's goods go and come back (collection `orders`, src/payload/collections/Orders.ts): the
 * tracking the operator types, the carrier's shipment and its parcels, the pickup point chosen at
 * checkout, the consumer's withdrawal and its return label. Fields only: the behaviour is the orders'
 * and carriers' features'.
 */
export const orderDeliveryFields: Field[] = [
  {
    name: 'tracking',
    type: 'group',
    fields: [
      { name: 'code', type: 'text' },
      { name: 'link', type: 'text' },
    ],
  },
  {
    // The carrier's shipment when a provider announced it (features/carriers, ADR 0042): its ids for the
    // label and a cancel, and the latest tracking status its signed events reported (with their time).
    name: 'shipment',
    type: 'group',
    admin: { readOnly: true },
    fields: [
      { name: 'provider', type: 'text' },
      { name: 'carrier', type: 'text' },
      { name: 'shipmentId', type: 'text' },
      { name: 'parcelId', type: 'text', index: true },
      { name: 'status', type: 'text' },
      { name: 'statusAt', type: 'text' },
      // Every parcel of the shipment (a multi-parcel order): its tracking and its own latest status. The
      // order is delivered only when every parcel is (features/carriers/webhook.ts).
      {
        name: 'parcels',
        type: 'array',
        fields: [
          { name: 'parcelId', type: 'text', index: true },
          { name: 'trackingNumber', type: 'text' },
          { name: 'trackingUrl', type: 'text' },
          { name: 'status', type: 'text' },
          { name: 'statusAt', type: 'text' },
        ],
      },
      // A cancel the carrier queued ('queued': the shipment stays until it confirms), or one that failed
      // when the order was withdrawn or refunded ('failed': the operator cancels it in Sendcloud).
      { name: 'cancellation', type: 'text' },
    ],
  },
  {
    // The pickup point or locker the shopper chose at checkout (issue 55, ADR 0043): re-read from the
    // carrier by its id when the order was created (never the browser's copy); the parcel goes there.
    name: 'pickupPoint',
    type: 'group',
    admin: { readOnly: true },
    fields: [
      { name: 'pointId', type: 'text', label: l('Id del punto (corriere)', 'Point id (carrier)') },
      { name: 'carrier', type: 'text', label: l('Corriere', 'Carrier') },
      { name: 'kind', type: 'text', label: l('Tipo (locker o negozio)', 'Kind (locker or shop)') },
      { name: 'name', type: 'text', label: l('Nome', 'Name') },
      { name: 'street', type: 'text', label: l('Indirizzo', 'Street') },
      { name: 'postcode', type: 'text', label: l('CAP', 'Postcode') },
      { name: 'city', type: 'text', label: l('Città', 'City') },
      { name: 'country', type: 'text', label: l('Paese', 'Country') },
      { name: 'hours', type: 'json', label: l('Orari', 'Opening hours') },
    ],
  },
  {
    // The consumer's withdrawal, as confirmed on the withdrawal page (features/orders/withdrawal.ts).
    name: 'withdrawal',
    type: 'group',
    admin: { readOnly: true },
    fields: [
      { name: 'at', type: 'date' },
      { name: 'name', type: 'text' },
      { name: 'email', type: 'text' },
      { name: 'lines', type: 'json' },
    ],
  },
  {
    // The withdrawal's return label, when the operator offers them (features/carriers/returns.ts, ADR
    // 0042): the provider's return and the reference its PDF is fetched by (never the PDF), the tracking,
    // or why the provider refused it (`error`, for the operator: the shop then sends a label by e-mail).
    name: 'returnShipment',
    label: l('Reso: etichetta del corriere', 'Return: carrier label'),
    type: 'group',
    admin: { readOnly: true },
    fields: [
      { name: 'provider', type: 'text' },
      { name: 'returnId', type: 'text' },
      { name: 'labelRef', type: 'text' },
      { name: 'trackingNumber', type: 'text' },
      { name: 'trackingUrl', type: 'text' },
      { name: 'error', type: 'text' },
      { name: 'at', type: 'date' },
    ],
  },
]
