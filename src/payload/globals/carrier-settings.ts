import type { GlobalConfig } from 'payload'
import { adminOnly } from '../access'
import { revalidateGlobal } from '../hooks'

const l = (it: string, en: string) => ({ it, en })

/**
 * How each zone's orders are shipped (issue 55, ADR 0042): `manual` (the operator types the tracking code
 * and link, as always) or one of the carrier platform's shipping options (Sendcloud's `shipping_option_code`,
 * as its /shipping-options answers for the account). A Sendcloud option applies only when the shop has
 * Sendcloud's keys (SENDCLOUD_PUBLIC_KEY, SENDCLOUD_SECRET_KEY): the keys never live here.
 */
export const CARRIER_METHODS = [
  {
    value: 'manual',
    label: l('Manuale: codice e link di tracciamento a mano', 'Manual: tracking code and link by hand'),
  },
  {
    value: 'sendcloud:letter',
    label: l('Sendcloud: lettera non affrancata (etichetta di prova)', 'Sendcloud: unstamped letter (test label)'),
  },
  { value: 'brt:standard', label: l('Sendcloud: BRT standard', 'Sendcloud: BRT standard') },
  { value: 'gls_it:standard', label: l('Sendcloud: GLS Italia standard', 'Sendcloud: GLS Italy standard') },
  { value: 'poste_it:standard', label: l('Sendcloud: Poste Italiane standard', 'Sendcloud: Poste Italiane standard') },
  { value: 'sda:standard', label: l('Sendcloud: SDA standard', 'Sendcloud: SDA standard') },
  { value: 'dhl:standard', label: l('Sendcloud: DHL standard', 'Sendcloud: DHL standard') },
  { value: 'ups:standard', label: l('Sendcloud: UPS standard', 'Sendcloud: UPS standard') },
] as const

export type CarrierMethod = (typeof CARRIER_METHODS)[number]['value']

const method = (name: string, label: { it: string; en: string }) => ({
  name,
  label,
  type: 'select' as const,
  required: true,
  defaultValue: 'manual',
  options: CARRIER_METHODS.map((m) => ({ value: m.value, label: m.label })),
})

const pickup = (name: string, label: { it: string; en: string }) => ({
  name,
  label,
  type: 'checkbox' as const,
  defaultValue: false,
  admin: {
    description: l(
      'Al checkout il cliente può scegliere un punto di ritiro o un locker del corriere dell’opzione qui sotto (solo con un’opzione Sendcloud per la zona). Stessa tariffa della consegna a casa.',
      'At checkout the shopper may choose a pickup point or locker of the carrier of the option below (only with a Sendcloud option for the zone). Same rate as home delivery.',
    ),
  },
})

/** Sendcloud's shipping_option_code: `carrier:product` (lower case letters, digits, `_`, `-`, `/`). */
export const OPTION_CODE = /^[a-z0-9_]+:[a-z0-9_/-]+$/

/**
 * The zone's option for deliveries to a pickup point (issue 55, ADR 0043 review): Sendcloud delivers to a
 * service point only with an option that does, usually not the home delivery's. Required when the zone offers
 * pickup points; its carrier is the one whose points the checkout searches.
 */
const pickupOption = (name: string, offer: 'italyPickup' | 'abroadPickup', label: { it: string; en: string }) => ({
  name,
  label,
  type: 'text' as const,
  maxLength: 100,
  admin: {
    condition: (data: Record<string, unknown>) => Boolean(data?.[offer]),
    description: l(
      'Il codice (shipping_option_code) di un’opzione del tuo contratto che consegna ai punti di ritiro, es. «postnl:pakjegemak»: quella che Sendcloud elenca per un punto scelto. Il corriere dei punti offerti è il suo.',
      'The code (shipping_option_code) of an option of your contract that delivers to pickup points, e.g. “postnl:pakjegemak”: the one Sendcloud lists for a chosen point. The points offered are its carrier’s.',
    ),
  },
  validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
    const code = typeof value === 'string' ? value.trim() : ''
    if (!code)
      return siblingData?.[offer]
        ? 'Serve l’opzione Sendcloud per i punti di ritiro (Pickup points need their Sendcloud option).'
        : true
    return OPTION_CODE.test(code)
      ? true
      : 'Codice non valido: «corriere:prodotto», es. «postnl:pakjegemak» (Invalid code: “carrier:product”).'
  },
})

export const CarrierSettings: GlobalConfig = {
  slug: 'carrier-settings',
  label: l('Corriere e spedizioni', 'Carrier and shipments'),
  admin: {
    group: l('Impostazioni', 'Settings'),
    description: l(
      'Come si spediscono gli ordini di ogni zona. «Manuale»: inserisci tu codice e link di tracciamento. Un’opzione Sendcloud: «Spedisci» annuncia la spedizione e prepara l’etichetta (servono le chiavi Sendcloud sul server).',
      'How each zone’s orders are shipped. “Manual”: you type the tracking code and link. A Sendcloud option: “Ship” announces the shipment and makes the label (Sendcloud’s keys must be set on the server).',
    ),
  },
  access: { read: adminOnly, update: adminOnly },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      type: 'row',
      fields: [method('italy', l('Italia', 'Italy')), method('abroad', l('Altri paesi', 'Other countries'))],
    },
    {
      // Pickup points and lockers at checkout (issue 55, ADR 0043): per zone, only where the zone ships with
      // Sendcloud (a manual zone has no service points to search). The fee is the zone's rate table, as home.
      type: 'row',
      fields: [
        pickup('italyPickup', l('Italia: punti di ritiro e locker', 'Italy: pickup points and lockers')),
        pickup(
          'abroadPickup',
          l('Altri paesi: punti di ritiro e locker', 'Other countries: pickup points and lockers'),
        ),
      ],
    },
    {
      type: 'row',
      fields: [
        pickupOption(
          'italyPickupOption',
          'italyPickup',
          l('Italia: opzione Sendcloud per i punti di ritiro', 'Italy: Sendcloud option for pickup points'),
        ),
        pickupOption(
          'abroadPickupOption',
          'abroadPickup',
          l(
            'Altri paesi: opzione Sendcloud per i punti di ritiro',
            'Other countries: Sendcloud option for pickup points',
          ),
        ),
      ],
    },
    {
      name: 'pieceGrams',
      label: l('Peso di un pezzo senza peso (grammi)', 'Weight of a piece with no weight (grams)'),
      type: 'number',
      required: true,
      min: 1,
      max: 30000,
      defaultValue: 500,
      admin: {
        description: l(
          'Usato per il pacco quando un prodotto non ha il suo peso (scheda prodotto); il peso annunciato è sull’ordine.',
          'Used for the parcel when a product has no weight of its own (product page); the announced weight is on the order.',
        ),
      },
    },
    {
      // Return labels for withdrawals (issue 55, ADR 0042): off by default; only with Sendcloud's keys.
      name: 'returns',
      label: l('Resi: etichetta per il recesso', 'Returns: label for withdrawals'),
      type: 'group',
      fields: [
        {
          name: 'offer',
          label: l('Offri l’etichetta di reso', 'Offer the return label'),
          type: 'checkbox',
          defaultValue: false,
          admin: {
            description: l(
              'Quando un cliente esercita il recesso, il negozio chiede a Sendcloud un’etichetta di reso (dal suo indirizzo al tuo, dai dati del venditore) e il cliente la scarica dalla conferma. Serve Sendcloud configurato sul server; senza, la conferma spiega come rispedire la merce.',
              'When a customer withdraws, the shop asks Sendcloud for a return label (from their address to yours, from the seller details) and the customer downloads it from the confirmation. Needs Sendcloud configured on the server; without it, the confirmation says how to send the goods back.',
            ),
          },
        },
        {
          name: 'optionCode',
          label: l('Opzione di reso Sendcloud', 'Sendcloud return option'),
          type: 'text',
          maxLength: 100,
          admin: {
            description: l(
              'Il codice dell’opzione di reso del tuo contratto (shipping_option_code, es. «poste_it:return»). Vuoto: l’opzione della zona del cliente.',
              'Your contract’s return shipping_option_code (e.g. “poste_it:return”). Empty: the customer’s zone option.',
            ),
          },
        },
      ],
    },
  ],
}
