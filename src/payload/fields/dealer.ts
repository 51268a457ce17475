import type { Field } from 'payload'
import { parseEuVat } from '@/lib/eu-vat'
import { EU_CODES } from '@/lib/geo'
import { isValidPartitaIva, isValidPec, isValidSdiCode } from '@/lib/identifiers'
import { adminOnlyField } from '../access'

const l = (it: string, en: string) => ({ it, en })
/** Written by the operator (approval, /cms) only; the dealer reads their own. */
const operatorWrites = { access: { create: adminOnlyField, update: adminOnlyField } }
const text = (name: string, label: { it: string; en: string }, extra: Record<string, unknown> = {}): Field =>
  ({ name, label, type: 'text', maxLength: 200, ...extra }) as Field

type Sibling = { country?: string | null; status?: string | null }

/**
 * A user's trade account (issue 41, ADR 0026): empty for consumers. Set when the operator approves a
 * distributor request or invites a business; the operator suspends or restores it here. What a dealer
 * pays comes from the price list named here (collection `price-lists`) and the products' trade fields.
 */
export const dealerField: Field = {
  name: 'dealer',
  label: l('Rivenditore', 'Dealer'),
  type: 'group',
  admin: {
    description: l(
      'Compilato all’approvazione di una richiesta rivenditore (Richieste). Sospeso: il cliente torna ai prezzi al pubblico.',
      'Filled in when a dealer request is approved (Requests). Suspended: the customer is back at consumer prices.',
    ),
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          label: l('Stato', 'Status'),
          type: 'select',
          options: [
            { value: 'active', label: l('Attivo', 'Active') },
            { value: 'suspended', label: l('Sospeso', 'Suspended') },
          ],
          index: true,
          ...operatorWrites,
        },
        {
          name: 'priceList',
          label: l('Listino', 'Price list'),
          type: 'relationship',
          relationTo: 'price-lists',
          ...operatorWrites,
        },
        {
          name: 'paymentTermsDays',
          label: l('Pagamento a giorni', 'Payment terms (days)'),
          type: 'number',
          min: 0,
          max: 120,
          admin: {
            description: l(
              'Vuoto o 0: paga prima della spedizione. 30: l’ordine parte subito e va pagato entro 30 giorni.',
              'Empty or 0: pays before shipping. 30: the order ships at once and is due within 30 days.',
            ),
          },
          ...operatorWrites,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        text('company', l('Ragione sociale', 'Company name'), operatorWrites),
        {
          name: 'country',
          label: l('Paese (codice ISO)', 'Country (ISO code)'),
          type: 'text',
          defaultValue: 'IT',
          maxLength: 2,
          validate: (v: unknown) => !v || EU_CODES.has(String(v).toUpperCase()) || 'Paese UE / EU country',
          ...operatorWrites,
        },
        {
          name: 'vatNumber',
          label: l('Partita IVA', 'VAT number'),
          type: 'text',
          maxLength: 20,
          validate: (v: unknown, { siblingData }: { siblingData: Sibling }) => {
            if (!v) return siblingData.status ? 'Obbligatoria / required' : true
            const country = (siblingData.country || 'IT').toUpperCase()
            if (country === 'IT') return isValidPartitaIva(String(v)) || 'Partita IVA non valida / not valid'
            return parseEuVat(String(v), country) ? true : 'Numero IVA non valido / not valid'
          },
          ...operatorWrites,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'sdi',
          label: l('Codice SDI', 'SDI code'),
          type: 'text',
          maxLength: 7,
          validate: (v: unknown) => !v || isValidSdiCode(String(v)) || 'Codice SDI: 7 caratteri / 7 characters',
          ...operatorWrites,
        },
        {
          name: 'pec',
          label: l('PEC', 'Certified e-mail (PEC)'),
          type: 'text',
          maxLength: 200,
          validate: (v: unknown) => !v || isValidPec(String(v)) || 'Indirizzo non valido / address not valid',
          ...operatorWrites,
        },
        text('phone', l('Telefono', 'Phone'), { ...operatorWrites, maxLength: 30 }),
      ],
    },
    {
      type: 'row',
      fields: [
        text('street', l('Indirizzo', 'Street'), operatorWrites),
        text('zip', l('CAP', 'Postcode'), { ...operatorWrites, maxLength: 10 }),
        text('city', l('Città', 'City'), { ...operatorWrites, maxLength: 100 }),
        text('province', l('Provincia', 'Province'), { ...operatorWrites, maxLength: 40 }),
      ],
    },
    text('contact', l('Referente', 'Contact person'), { ...operatorWrites, maxLength: 100 }),
    {
      type: 'row',
      fields: [
        {
          name: 'vies',
          label: l('Verifica VIES', 'VIES check'),
          type: 'select',
          options: [
            { value: 'valid', label: l('Valido', 'Valid') },
            { value: 'unavailable', label: l('Servizio non raggiungibile', 'Service unreachable') },
          ],
          admin: { readOnly: true },
          ...operatorWrites,
        },
        {
          name: 'viesCheckedAt',
          label: l('Verificato il', 'Checked on'),
          type: 'date',
          admin: { readOnly: true },
          ...operatorWrites,
        },
        {
          name: 'approvedAt',
          label: l('Approvato il', 'Approved on'),
          type: 'date',
          admin: { readOnly: true },
          ...operatorWrites,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'listed',
          label: l('Elencato tra i rivenditori (con il suo consenso)', 'Listed among the dealers (with its consent)'),
          type: 'checkbox',
          defaultValue: false,
          ...operatorWrites,
        },
        text('region', l('Regione (elenco rivenditori)', 'Region (dealer list)'), { ...operatorWrites, maxLength: 60 }),
      ],
    },
    {
      name: 'request',
      label: l('Richiesta', 'Request'),
      type: 'relationship',
      relationTo: 'submissions',
      admin: { readOnly: true },
      ...operatorWrites,
    },
  ],
}
