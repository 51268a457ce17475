import type { Field } from 'payload'
import { adminOnlyField } from '../access'

const l = (it: string, en: string) => ({ it, en })
/** Trade terms are read by the operator only through Payload's API; the shop reads them for the signed-in dealer. */
const operatorReads = { access: { read: adminOnlyField } }

/** A fixed trade price (net of VAT) on a product or a set; empty: the dealer's price list's percentage. */
export const tradePriceField = (label: { it: string; en: string }): Field => ({
  name: 'tradePrice',
  label,
  type: 'number',
  min: 0,
  admin: {
    step: 0.01,
    description: l(
      'Euro, IVA esclusa. Vuoto: il prezzo di listino senza IVA meno lo sconto del listino del rivenditore.',
      'Euro, VAT excluded. Empty: the list price net of VAT less the dealer’s price list percentage.',
    ),
  },
  ...operatorReads,
})

/** A product's terms for dealers (issue 41, ADR 0026). */
export const tradeFields: Field = {
  name: 'trade',
  label: l('Rivenditori', 'Dealers'),
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        tradePriceField(l('Prezzo rivenditore fisso', 'Fixed trade price')),
        {
          name: 'casePack',
          label: l('Pezzi per cartone', 'Pieces per case'),
          type: 'number',
          min: 1,
          max: 99,
          defaultValue: 1,
          admin: {
            description: l(
              'I rivenditori ordinano multipli di questo numero (1: qualsiasi quantità).',
              'Dealers order multiples of this number (1: any quantity).',
            ),
          },
          ...operatorReads,
        },
        {
          name: 'dealerOnly',
          label: l('Solo per rivenditori', 'Dealers only'),
          type: 'checkbox',
          defaultValue: false,
          admin: {
            description: l(
              'Espositori e materiali per i negozi: visibili a tutti, ordinabili solo dai rivenditori.',
              'Display stands and shop materials: shown to everyone, orderable by dealers only.',
            ),
          },
        },
      ],
    },
  ],
}
