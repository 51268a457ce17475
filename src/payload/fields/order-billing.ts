import type { Field } from 'payload'

const l = (it: string, en: string) => ({ it, en })

/**
 * What an order is paid and invoiced under (collection `orders`, src/payload/collections/Orders.ts): the
 * buyer's billing and delivery details, the VAT regime it was sold under and a payment held for the
 * operator. Fields only: the behaviour is the orders' and tax features'.
 */

/** The billing and delivery details given at checkout (a business's identifiers included). */
export const billingDataField: Field = {
  name: 'billingData',
  type: 'group',
  fields: [
    { name: 'firstName', type: 'text' },
    { name: 'lastName', type: 'text' },
    { name: 'country', type: 'text', defaultValue: 'Italy' },
    { name: 'state', type: 'text' },
    { name: 'city', type: 'text' },
    { name: 'address', type: 'text' },
    { name: 'zip', type: 'text' },
    { name: 'phone', type: 'text' },
    { name: 'email', type: 'email' },
    { name: 'azienda', type: 'text' },
    { name: 'piva', type: 'text' },
    { name: 'sdi', type: 'text' },
    { name: 'pec', type: 'text' },
    {
      name: 'codiceFiscale',
      label: l(
        'Codice fiscale (privato che chiede la fattura)',
        'Codice fiscale (a private person asking for an invoice)',
      ),
      type: 'text',
    },
    {
      name: 'vatId',
      label: l(
        'Partita IVA di un’azienda estera (con il prefisso)',
        'VAT number of a business outside Italy (with its prefix)',
      ),
      type: 'text',
    },
  ],
}

/**
 * The VAT regime the order was sold under (features/tax/regime.ts), fixed when it is placed:
 * no API write changes it, the operator's included (the documents and the e-invoice follow it).
 */
export const vatField: Field = {
  name: 'vat',
  type: 'group',
  access: { update: () => false },
  admin: { readOnly: true },
  fields: [
    {
      name: 'kind',
      type: 'select',
      defaultValue: 'domestic',
      options: [
        { value: 'domestic', label: l('IVA italiana', 'Italian VAT') },
        {
          value: 'oss',
          label: l('OSS: IVA del paese UE di destinazione', 'OSS: VAT of the EU country of destination'),
        },
        {
          value: 'intra-eu',
          label: l('Cessione intracomunitaria non imponibile (N3.2)', 'Intra-EU supply, not taxable (N3.2)'),
        },
      ],
    },
    { name: 'rate', type: 'number', defaultValue: 22 },
    { name: 'country', type: 'text', defaultValue: 'IT' },
    {
      name: 'vies',
      type: 'select',
      options: [
        { value: 'valid', label: l('Valida nel VIES', 'Valid in VIES') },
        {
          value: 'unavailable',
          label: l('VIES non raggiungibile: controllato solo il formato', 'VIES not reachable: format checked only'),
        },
      ],
    },
    { name: 'viesCheckedAt', type: 'date' },
  ],
}

/**
 * A payment the shop could not simply sell against (ADR 0031): a paid amount that differs from the
 * total, or one after the reservation lapsed or the order was cancelled. Held for the operator.
 */
export const heldPaymentField: Field = {
  name: 'heldPayment',
  label: l('Pagamento trattenuto', 'Held payment'),
  type: 'group',
  admin: { readOnly: true },
  fields: [
    { name: 'amount', label: l('Importo pagato', 'Amount paid'), type: 'number' },
    {
      name: 'from',
      label: l('Stato quando è arrivato', 'Status when it arrived'),
      type: 'select',
      options: [
        { value: 'pending', label: l('In attesa di pagamento', 'Awaiting payment') },
        { value: 'expired', label: l('Scaduto', 'Expired') },
        { value: 'cancelled', label: l('Annullato', 'Cancelled') },
      ],
    },
    { name: 'at', label: l('Arrivato il', 'Arrived on'), type: 'date' },
    // The operator's decision, claimed by one conditional statement (features/orders/repository-lifecycle.ts):
    // 'accept' while an accept is under way, 'refund' once a refund was asked of the provider.
    { name: 'decision', label: l('Decisione', 'Decision'), type: 'text' },
    { name: 'decidedAt', label: l('Decisa il', 'Decided on'), type: 'date' },
  ],
}
