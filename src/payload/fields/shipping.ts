import type { Field } from 'payload'
import { SHIPPING_COUNTRIES, countryLabel } from '@/lib/geo'

/**
 * The shipping schema of issue 55 (ADR 0041): a product's packed size, and in the shop settings the rate
 * table (zones of countries with weight bands) and the packaging the parcels are computed with
 * (features/pricing/parcels.ts, rates.ts). The rules on the table are registered in src/composition.ts.
 */
const l = (it: string, en: string) => ({ it, en })

const cm = (name: string, label: { it: string; en: string }): Field => ({
  name,
  label,
  type: 'number',
  min: 0.1,
  max: 300,
  admin: { step: 0.1, width: '33%' },
})

/** Length, width and height of the packed piece (cm), optional: without them the piece counts by weight only. */
export const packedSizeField = (description?: { it: string; en: string }): Field => ({
  name: 'packedSize',
  label: l('Misure da imballato (cm)', 'Packed size (cm)'),
  type: 'group',
  admin: {
    description:
      description ??
      l(
        'Facoltative: lunghezza, larghezza e altezza del pezzo pronto da imballare. Servono a scegliere la scatola.',
        'Optional: length, width and height of the piece ready to pack. They choose the box.',
      ),
  },
  fields: [
    {
      type: 'row',
      fields: [
        cm('length', l('Lunghezza', 'Length')),
        cm('width', l('Larghezza', 'Width')),
        cm('height', l('Altezza', 'Height')),
      ],
    },
  ],
})

const grams = (name: string, label: { it: string; en: string }, required = true): Field => ({
  name,
  label,
  type: 'number',
  required,
  min: 0,
  admin: { step: 1 },
})

const countryOptions = SHIPPING_COUNTRIES.map((c) => ({ value: c.code, label: countryLabel(c, 'it-IT') }))

/** The rate table: zones, each with its countries and weight bands (a price per parcel up to a weight). */
export const rateTableFields: Field[] = [
  {
    name: 'zones',
    label: l('Zone e tariffe per peso', 'Zones and rates by weight'),
    labels: { singular: l('Zona', 'Zone'), plural: l('Zone', 'Zones') },
    type: 'array',
    admin: {
      description: l(
        'Ogni paese di spedizione in una sola zona. Ogni pacco paga la fascia del suo peso (scatola e imbottitura comprese); un pacco più pesante dell’ultima fascia non ha prezzo: il cliente è invitato a scriverci. Vuota: Italia e UE con i costi qui sopra fino a 2 kg e di più per i pacchi pesanti.',
        'Each country shipped to in one zone only. Each parcel pays the band of its weight (box and padding included); a parcel heavier than the last band has no price: the shopper is asked to write to us. Empty: Italy and the EU with the fees above up to 2 kg, more for heavy parcels.',
      ),
    },
    fields: [
      { name: 'name', label: l('Nome', 'Name'), type: 'text', required: true },
      {
        name: 'countries',
        label: l('Paesi', 'Countries'),
        type: 'select',
        hasMany: true,
        required: true,
        options: countryOptions,
      },
      {
        name: 'bands',
        label: l('Fasce di peso', 'Weight bands'),
        labels: { singular: l('Fascia', 'Band'), plural: l('Fasce', 'Bands') },
        type: 'array',
        admin: {
          description: l(
            'In ordine crescente, senza buchi: ogni fascia va dalla precedente fino al suo peso.',
            'Rising, without gaps: each band runs from the previous one up to its weight.',
          ),
        },
        fields: [
          {
            type: 'row',
            fields: [
              {
                name: 'upToKg',
                label: l('Fino a (kg)', 'Up to (kg)'),
                type: 'number',
                required: true,
                min: 0.01,
                admin: { step: 0.01 },
              },
              {
                name: 'price',
                label: l('Prezzo per pacco (€, IVA incl.)', 'Price per parcel (€, VAT incl.)'),
                type: 'number',
                required: true,
                min: 0,
                admin: { step: 0.01 },
              },
            ],
          },
        ],
      },
    ],
  },
]

/** The packaging: boxes (inner size, own weight, maximum weight) and padding per piece. */
export const packagingFields: Field[] = [
  {
    name: 'boxes',
    label: l('Scatole', 'Boxes'),
    labels: { singular: l('Scatola', 'Box'), plural: l('Scatole', 'Boxes') },
    type: 'array',
    admin: {
      description: l(
        'Le scatole in cui si spedisce. Vuoto: tre scatole standard (30×20×15, 40×30×30, 60×40×40 cm).',
        'The boxes shipped in. Empty: three standard boxes (30×20×15, 40×30×30, 60×40×40 cm).',
      ),
    },
    fields: [
      { name: 'name', label: l('Nome', 'Name'), type: 'text', required: true },
      {
        type: 'row',
        fields: [
          { ...cm('length', l('Lunghezza interna', 'Inner length')), required: true } as Field,
          { ...cm('width', l('Larghezza interna', 'Inner width')), required: true } as Field,
          { ...cm('height', l('Altezza interna', 'Inner height')), required: true } as Field,
        ],
      },
      {
        type: 'row',
        fields: [
          grams('weight', l('Peso della scatola (g)', 'Box weight (g)')),
          grams('maxWeight', l('Peso massimo, tutto compreso (g)', 'Maximum weight, all included (g)')),
        ],
      },
    ],
  },
  {
    ...grams('padding', l('Imbottitura per pezzo (g)', 'Padding per piece (g)'), false),
    defaultValue: 60,
    admin: {
      description: l(
        'Carta e pluriball aggiunti per ogni pezzo (il vetro ne vuole di più: vedi sotto per categoria).',
        'Paper and bubble wrap added per piece (glass needs more: see below by category).',
      ),
    },
  } as Field,
  {
    name: 'paddingByType',
    label: l('Imbottitura per categoria (es. vetro)', 'Padding by category (e.g. glass)'),
    labels: { singular: l('Categoria', 'Category'), plural: l('Categorie', 'Categories') },
    type: 'array',
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'category',
            label: l('Categoria (in italiano, come nel prodotto)', 'Category (in Italian, as on the product)'),
            type: 'text',
            required: true,
          },
          grams('grams', l('Grammi per pezzo', 'Grams per piece')),
        ],
      },
    ],
  },
]
