import type { GlobalConfig } from 'payload'
import { adminOnly } from '../access'
import { revalidateGlobal } from '../hooks'

const l = (it: string, en: string) => ({ it, en })

/**
 * The terms every dealer shares (issue 41, ADR 0026): the minimum order, how long a bank-transfer order
 * holds its pieces, and whether the consumer offers and codes apply to trade prices. Read on the server
 * only (nobody reads it through Payload's API but the operator).
 */
export const TradeSettings: GlobalConfig = {
  slug: 'trade-settings',
  label: l('Condizioni rivenditori', 'Dealer terms'),
  admin: { group: l('Rivenditori', 'Dealers') },
  access: { read: adminOnly, update: adminOnly },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      name: 'minimumOrder',
      label: l('Ordine minimo (euro, IVA esclusa)', 'Minimum order (euro, VAT excluded)'),
      type: 'number',
      min: 0,
      defaultValue: 150,
      admin: { step: 0.01, description: l('0: nessun minimo.', '0: no minimum.') },
    },
    {
      name: 'transferDays',
      label: l('Giorni per il bonifico', 'Days to pay by bank transfer'),
      type: 'number',
      min: 1,
      max: 30,
      defaultValue: 10,
      admin: {
        description: l(
          'Un ordine con bonifico tiene i suoi pezzi per questi giorni; se il bonifico non è registrato, scade e i pezzi tornano disponibili.',
          'A bank-transfer order holds its pieces for these days; if the transfer is not recorded, it expires and the pieces come back.',
        ),
      },
    },
    {
      name: 'promotions',
      label: l('Offerte e codici valgono anche per i rivenditori', 'Offers and codes apply to dealers too'),
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description: l(
          'Spento: i prezzi rivenditore sono netti, senza saldi, offerte automatiche né codici sconto.',
          'Off: trade prices are net, with no sales, automatic offers or discount codes.',
        ),
      },
    },
  ],
}
