import { CarrierSettings } from './carrier-settings'
import { SearchSettings } from './search-settings'
import type { Field } from 'payload'
import { contentGlobal } from './factory'
import { SellerGlobal } from './seller'
import { ShopSettings } from './shop-settings'
import { TradeSettings } from './trade-settings'

const img = (name: string, required = false): Field => ({ name, type: 'upload', relationTo: 'media', required })
const text = (name: string, localized = true): Field => ({ name, type: 'text', localized })
const area = (name: string): Field => ({ name, type: 'textarea', localized: true })
const rich = (name: string): Field => ({ name, type: 'richText', localized: true })

export const Home = contentGlobal('home', { it: 'Pagina iniziale', en: 'Home page' }, [
  img('Home_Video', true),
  img('Home_Poster'),
  text('Hero_Title'),
  text('New_collection'),
  text('Explore_collections'),
  { name: 'Gallery', type: 'array', fields: [img('Image', true), area('description')] },
  { name: 'features', type: 'array', fields: [img('icon'), text('title'), area('description')] },
])

export const About = contentGlobal('about', { it: 'Chi siamo', en: 'About us' }, [
  img('Banner_Image'),
  text('Title'),
  rich('introduction'),
  text('Signature'),
  { name: 'MidSection', type: 'array', fields: [img('Image'), rich('text')] },
  {
    name: 'Features',
    type: 'group',
    fields: [
      text('Heading'),
      area('description'),
      { name: 'Qualities', type: 'array', fields: [img('icon'), text('title'), area('description')] },
    ],
  },
])

export const Footer = contentGlobal('footer', { it: 'Piè di pagina', en: 'Footer' }, [
  img('Logo'),
  rich('address'),
  text('facebooklink', false),
  text('instagramlink', false),
])

export const Contact = contentGlobal('contact', { it: 'Contatti', en: 'Contact' }, [
  area('Address'),
  text('Phone_number', false),
  { name: 'Email', type: 'email' },
  area('working_hours'),
  { name: 'Contact_Form', type: 'group', fields: [text('Heading'), rich('description')] },
])

export const Faq = contentGlobal('faq', { it: 'Domande frequenti', en: 'FAQ' }, [
  {
    name: 'Section',
    type: 'array',
    fields: [text('Section_Heading'), { name: 'Questions', type: 'array', fields: [text('Question'), rich('answer')] }],
  },
])

export const Filters = contentGlobal('filters', { it: 'Filtri del negozio', en: 'Shop filters' }, [
  {
    name: 'filter',
    type: 'array',
    fields: [
      text('title'),
      {
        name: 'options',
        type: 'array',
        fields: [
          text('label'),
          {
            // What the option does, whatever its label says in either language (features/products/listing.ts).
            name: 'meaning',
            type: 'select',
            required: true,
            defaultValue: 'category',
            options: [
              {
                value: 'category',
                label: {
                  it: 'Categoria (l’etichetta è il nome della categoria)',
                  en: 'Category (the label is the category name)',
                },
              },
              { value: 'all', label: { it: 'Tutti i prodotti', en: 'All products' } },
              { value: 'in-stock', label: { it: 'Solo disponibili', en: 'In stock only' } },
              { value: 'out-of-stock', label: { it: 'Solo esauriti', en: 'Out of stock only' } },
            ],
          },
        ],
      },
    ],
  },
])

const dealerFields: Field = {
  name: 'Dealers',
  type: 'array',
  fields: [
    text('Region'),
    {
      name: 'subregion',
      type: 'array',
      fields: [text('Name'), text('Dealer_name', false), text('Address', false)],
    },
  ],
}

const displayPage = (slug: string, label: { it: string; en: string }) =>
  contentGlobal(slug, label, [
    text('PageTitle'),
    {
      name: 'Products',
      type: 'array',
      fields: [img('Image'), text('Heading'), area('description'), text('signaturetext'), rich('dimensions')],
    },
    dealerFields,
    { name: 'Carousel', type: 'array', fields: [img('image', true)] },
  ])

export const Espositori = displayPage('espositori', {
  it: 'Espositori: collezione del marchio',
  en: 'Display stands: brand collection',
})
export const Candele = displayPage('candele', {
  it: 'Espositori: candele e vasi',
  en: 'Display stands: candles and vases',
})

const policy = (slug: string, label: { it: string; en: string }) =>
  contentGlobal(slug, label, [text('title'), { name: 'lastModified', type: 'date' }, rich('body')])

export const Privacy = policy('privacy', { it: 'Informativa privacy', en: 'Privacy policy' })
export const ReturnPolicy = policy('return', { it: 'Resi e recesso', en: 'Return policy' })
export const ShippingPolicy = policy('shipping', { it: 'Spedizioni', en: 'Shipping policy' })
export const Terms = policy('terms', { it: 'Condizioni di vendita', en: 'Terms of sale' })
export const Accessibility = policy('accessibility', {
  it: 'Dichiarazione di accessibilità',
  en: 'Accessibility statement',
})

/** The legal pages: each a global of these slugs, a page at /{slug}, seeded in both languages. */
export const POLICY_SLUGS = ['privacy', 'return', 'shipping', 'terms', 'accessibility'] as const
export type PolicySlug = (typeof POLICY_SLUGS)[number]

export const globals = [
  Home,
  About,
  Footer,
  Contact,
  Faq,
  Filters,
  Espositori,
  Candele,
  Privacy,
  ReturnPolicy,
  ShippingPolicy,
  Terms,
  Accessibility,
  SellerGlobal,
  ShopSettings,
  SearchSettings,
  TradeSettings,
  CarrierSettings,
]
