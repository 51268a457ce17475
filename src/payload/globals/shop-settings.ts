import type { GlobalConfig } from 'payload'
import { EU_CODES, SHIPPING_COUNTRIES, countryLabel } from '@/lib/geo'
import { DEFAULT_SHIPPING_FEES } from '../values'
import { adminOnly, anyone, isAdminUser } from '../access'
import { revalidateGlobal } from '../hooks'
import { packagingFields, rateTableFields } from '../fields/shipping'

const l = (it: string, en: string) => ({ it, en })

const fee = (name: string, label: { it: string; en: string }, defaultValue: number) => ({
  name,
  label,
  type: 'number' as const,
  required: true,
  min: 0,
  defaultValue,
  admin: { step: 0.01, description: l('Euro, IVA inclusa.', 'Euro, VAT included.') },
})

/**
 * The shop's running settings the operator changes without a release: shipping rates and countries
 * (features/pricing/shipping.ts reads them at every quote) and the low-stock threshold of the product list.
 */
export const ShopSettings: GlobalConfig = {
  slug: 'shop-settings',
  label: l('Impostazioni del negozio', 'Shop settings'),
  admin: {
    group: l('Impostazioni', 'Settings'),
    description: l(
      'Le tariffe valgono dal prossimo carrello: gli ordini già fatti restano con quelle del momento. Nei testi delle pagine scrivi {spedizione_italia}, {spedizione_estero} e {spedizione_gratuita_da} al posto degli importi: il negozio mostra sempre quelli di queste impostazioni (la soglia della spedizione gratuita è un’Offerta automatica, in Promozioni).',
      'Rates apply from the next cart: orders already placed keep theirs. In page texts write {spedizione_italia}, {spedizione_estero} and {spedizione_gratuita_da} instead of the amounts: the shop always shows the amounts set here (the free-shipping threshold is an Automatic offer, under Promotions).',
    ),
  },
  access: { read: anyone, update: adminOnly },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      name: 'shipping',
      label: l('Spedizione', 'Shipping'),
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            fee(
              'italy',
              l('Costo in Italia (pacco leggero)', 'Fee to Italy (light parcel)'),
              DEFAULT_SHIPPING_FEES.italy,
            ),
            fee(
              'abroad',
              l('Costo negli altri paesi (pacco leggero)', 'Fee to other countries (light parcel)'),
              DEFAULT_SHIPPING_FEES.abroad,
            ),
          ],
        },
        {
          name: 'countries',
          label: l('Paesi di spedizione', 'Countries shipped to'),
          type: 'select',
          hasMany: true,
          required: true,
          defaultValue: [...EU_CODES],
          options: SHIPPING_COUNTRIES.map((c) => ({ value: c.code, label: countryLabel(c, 'it-IT') })),
          admin: {
            description: l(
              'Solo paesi dell’Unione Europea: fuori dall’UE servirebbero dogana ed esportazione senza IVA.',
              'EU countries only: outside the EU, customs and VAT-free export would apply.',
            ),
          },
        },
        ...rateTableFields,
        {
          type: 'collapsible',
          label: l('Imballaggio', 'Packaging'),
          fields: packagingFields,
        },
      ],
    },
    {
      name: 'lowStock',
      label: l('Soglia di scorta bassa', 'Low-stock threshold'),
      type: 'number',
      min: 0,
      defaultValue: 5,
      admin: {
        description: l(
          'Con questi pezzi o meno, il prodotto (o la fragranza) è segnalato nell’elenco ordini.',
          'At this many pieces or fewer, the product (or fragrance) is flagged on the orders page.',
        ),
      },
    },
    {
      name: 'pageSize',
      label: l('Prodotti per pagina', 'Products per page'),
      type: 'number',
      min: 6,
      max: 96,
      defaultValue: 24,
      admin: {
        description: l(
          'Quanti prodotti mostra ogni pagina del negozio e delle categorie.',
          'How many products each page of the shop and of the categories shows.',
        ),
      },
    },
    {
      name: 'welcomeCode',
      label: l('Codice di benvenuto della newsletter', 'Newsletter welcome code'),
      type: 'relationship',
      relationTo: 'discount-codes',
      // The settings are public (the shop reads its fees); which code is the welcome one is not.
      access: { read: ({ req }) => isAdminUser(req.user) },
      admin: {
        description: l(
          'Inviato per e-mail a chi conferma l’iscrizione alla newsletter, una volta per indirizzo. Vuoto: nessun codice.',
          'E-mailed to whoever confirms the newsletter subscription, once per address. Empty: no code.',
        ),
      },
    },
    {
      name: 'reviewInvitationDays',
      label: l('Invito a recensire: giorni dopo la consegna', 'Review invitation: days after delivery'),
      type: 'number',
      min: 0,
      max: 90,
      defaultValue: 7,
      admin: {
        description: l(
          'Chi ha ricevuto un ordine riceve un’email con il link per recensirne i prodotti, una volta per ordine (con il link per non riceverne più). Vuoto: nessun invito.',
          'Whoever received an order gets an e-mail with the link to review its products, once per order (with a link to stop them). Empty: no invitations.',
        ),
      },
    },
  ],
}
