import type { Field } from 'payload'
import { contentGlobal } from './factory'
import { SellerGlobal } from './seller'

const img = (name: string, required = false): Field => ({ name, type: 'upload', relationTo: 'media', required })
const text = (name: string, localized = true): Field => ({ name, type: 'text', localized })
const area = (name: string): Field => ({ name, type: 'textarea', localized: true })
const rich = (name: string): Field => ({ name, type: 'richText', localized: true })

export const Home = contentGlobal('home', 'Home', [
  img('Home_Video', true),
  img('Home_Poster'),
  text('Hero_Title'),
  text('New_collection'),
  text('Explore_collections'),
  { name: 'Gallery', type: 'array', fields: [img('Image', true), area('description')] },
  { name: 'features', type: 'array', fields: [img('icon'), text('title'), area('description')] },
])

export const About = contentGlobal('about', 'About', [
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

export const Footer = contentGlobal('footer', 'Footer', [
  img('Logo'),
  rich('address'),
  text('facebooklink', false),
  text('instagramlink', false),
])

export const Contact = contentGlobal('contact', 'Contact', [
  area('Address'),
  text('Phone_number', false),
  { name: 'Email', type: 'email' },
  area('working_hours'),
  { name: 'Contact_Form', type: 'group', fields: [text('Heading'), rich('description')] },
])

export const Faq = contentGlobal('faq', 'FAQ', [
  {
    name: 'Section',
    type: 'array',
    fields: [text('Section_Heading'), { name: 'Questions', type: 'array', fields: [text('Question'), rich('answer')] }],
  },
])

export const Filters = contentGlobal('filters', 'Shop filters', [
  {
    name: 'filter',
    type: 'array',
    fields: [text('title'), { name: 'options', type: 'array', fields: [text('label')] }],
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

const displayPage = (slug: string, label: string) =>
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

export const Espositori = displayPage('espositori', 'Display stands: brand collection')
export const Candele = displayPage('candele', 'Display stands: candles and vases')

const policy = (slug: string, label: string) =>
  contentGlobal(slug, label, [text('title'), { name: 'lastModified', type: 'date' }, rich('body')])

export const Privacy = policy('privacy', 'Privacy policy')
export const ReturnPolicy = policy('return', 'Return policy')
export const ShippingPolicy = policy('shipping', 'Shipping policy')
export const Terms = policy('terms', 'Terms of sale')
export const Accessibility = policy('accessibility', 'Accessibility statement')

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
]
