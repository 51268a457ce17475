import type { FilterMeaning } from '@/features/products'
import { DEMO_SELLER as company, sellerAddressLine } from '@/lib/seller'

const companyAddressLine = sellerAddressLine(company)
import type { L } from './catalog'

const f = (it: string, en: string): L => ({ it, en })

export const home = {
  Hero_Title: f('Luce, vetro e profumo dal Veneto', 'Light, glass and scent from the Veneto'),
  New_collection: f('Nuova collezione', 'New collection'),
  Explore_collections: f('Esplora le collezioni', 'Explore collections'),
  Gallery: [
    f('Candele colate a mano nel nostro laboratorio.', 'Candles hand-poured in our workshop.'),
    f('Vetro soffiato a bocca.', 'Mouth-blown glass.'),
    f('Profumi ispirati alle colline del Prosecco.', 'Scents inspired by the Prosecco hills.'),
    f('Oggetti pensati per durare.', 'Objects made to last.'),
  ],
  features: [
    [
      f('Fatto in Italia', 'Made in Italy'),
      f(
        'Ogni pezzo nasce nel nostro laboratorio di Vittorio Veneto.',
        'Every piece is made in our Vittorio Veneto workshop.',
      ),
    ],
    [
      f('Spedizione gratuita', 'Free shipping'),
      f('Sopra {spedizione_gratuita_da} in Italia e in Europa.', 'Over {spedizione_gratuita_da} in Italy and Europe.'),
    ],
    [
      f('Reso in 14 giorni', '14-day returns'),
      f('Hai 14 giorni dalla consegna per cambiare idea.', 'You have 14 days from delivery to change your mind.'),
    ],
  ] as [L, L][],
}

export const about = {
  Title: f('Chi siamo', 'About us'),
  introduction: f(
    'Vetrina nasce nel 2012 a Vittorio Veneto da una passione di famiglia per il vetro e per la luce.\n\nOgni candela è colata a mano, ogni bottiglia e ogni vaso sono scelti uno a uno tra i migliori laboratori del Veneto.',
    'Vetrina was born in 2012 in Vittorio Veneto from a family passion for glass and light.\n\nEvery candle is hand-poured, every bottle and vase is chosen one by one from the best workshops of the Veneto.',
  ),
  Signature: f('Giulia e Marco, fondatori', 'Giulia and Marco, founders'),
  MidSection: [
    f(
      'Il nostro laboratorio è a pochi passi dalle colline del Prosecco. Qui sperimentiamo cere vegetali e fragranze.',
      'Our workshop is a few steps from the Prosecco hills. Here we experiment with plant waxes and fragrances.',
    ),
    f(
      'Lavoriamo con vetrai che tramandano il mestiere da generazioni.',
      'We work with glassmakers who have handed down their craft for generations.',
    ),
  ],
  Features: {
    Heading: f('Perché sceglierci', 'Why choose us'),
    description: f('Tre promesse che manteniamo da sempre.', 'Three promises we have always kept.'),
    Qualities: [
      [
        f('Materiali naturali', 'Natural materials'),
        f('Cera di soia, stoppini in cotone, vetro riciclato.', 'Soy wax, cotton wicks, recycled glass.'),
      ],
      [f('Artigianato', 'Craftsmanship'), f('Ogni pezzo è fatto a mano.', 'Every piece is handmade.')],
      [f('Assistenza', 'Care'), f('Rispondiamo entro un giorno lavorativo.', 'We answer within one business day.')],
    ] as [L, L][],
  },
}

export const contact = {
  Address: f(companyAddressLine, `${company.street}, ${company.zip} ${company.city} (${company.province}), Italy`),
  Phone_number: company.phone,
  working_hours: f(
    'Lunedì–Venerdì: 9:00–18:00\nSabato: 9:00–12:30\nDomenica: chiuso',
    'Monday–Friday: 9am–6pm\nSaturday: 9am–12:30pm\nSunday: closed',
  ),
  Heading: f('Scrivici', 'Write to us'),
  description: f(
    'Hai una domanda su un prodotto o un ordine? Compila il modulo e ti risponderemo al più presto.',
    'A question about a product or an order? Fill in the form and we will get back to you shortly.',
  ),
}

export const faq: { heading: L; questions: [L, L][] }[] = [
  {
    heading: f('Ordini', 'Orders'),
    questions: [
      [
        f('Come posso seguire il mio ordine?', 'How can I track my order?'),
        f(
          "Quando l'ordine viene spedito ricevi un'e-mail con il codice e il link di tracciamento; li trovi anche nella pagina Ordini del tuo account.",
          'When your order ships you receive an e-mail with the tracking code and link; you also find them on the Orders page of your account.',
        ),
      ],
      [
        f('Posso modificare un ordine?', 'Can I change an order?'),
        f(
          "Scrivici entro 24 ore dall'acquisto e faremo il possibile.",
          'Write to us within 24 hours of purchase and we will do our best.',
        ),
      ],
    ],
  },
  {
    heading: f('Spedizioni', 'Shipping'),
    questions: [
      [
        f('Quanto costa la spedizione?', 'How much is shipping?'),
        f(
          "{spedizione_italia} in Italia, {spedizione_estero} nel resto d'Europa, gratuita da {spedizione_gratuita_da}.",
          '{spedizione_italia} in Italy, {spedizione_estero} in the rest of Europe, free from {spedizione_gratuita_da}.',
        ),
      ],
      [
        f('Dove spedite?', 'Where do you ship?'),
        f("In Italia e nei paesi dell'Unione Europea.", 'To Italy and the countries of the European Union.'),
      ],
    ],
  },
  {
    heading: f('Resi', 'Returns'),
    questions: [
      [
        f('Posso restituire un prodotto?', 'Can I return a product?'),
        f(
          'Sì, hai 14 giorni dalla consegna per esercitare il diritto di recesso.',
          'Yes, you have 14 days from delivery to exercise your right of withdrawal.',
        ),
      ],
      [
        f('Il prodotto è arrivato rotto, cosa faccio?', 'My product arrived broken, what do I do?'),
        f(
          "Scrivici con nome, numero e data dell'ordine, una descrizione e le foto del danno.",
          'Write to us with your name, order number and date, a description and photos of the damage.',
        ),
      ],
    ],
  },
]

/** The shop's filter groups: each option's label in both languages and what it does (features/products/listing.ts). */
export const filters: { title: L; options: { label: L; meaning: FilterMeaning }[] }[] = [
  {
    title: f('Categoria', 'Category'),
    options: [
      { label: f('Tutti i prodotti', 'All products'), meaning: 'all' },
      { label: f('Candele', 'Candles'), meaning: 'category' },
      { label: f('Bottiglie', 'Bottles'), meaning: 'category' },
      { label: f('Vasi', 'Vases'), meaning: 'category' },
    ],
  },
  {
    title: f('Disponibilità', 'Availability'),
    options: [
      { label: f('Disponibili', 'In stock'), meaning: 'in-stock' },
      { label: f('Esauriti', 'Out of stock'), meaning: 'out-of-stock' },
    ],
  },
]

export const dealers: { region: L; sub: { name: L; dealer: string; address: string }[] }[] = [
  {
    region: f('Veneto', 'Veneto'),
    sub: [
      { name: f('Treviso', 'Treviso'), dealer: 'Casa Bella Arredi', address: 'Via Roma 4, 31100 Treviso' },
      { name: f('Venezia', 'Venice'), dealer: "Vetri d'Arte Rialto", address: 'Ruga dei Oresi 50, 30125 Venezia' },
    ],
  },
  {
    region: f('Lombardia', 'Lombardy'),
    sub: [{ name: f('Milano', 'Milan'), dealer: 'Luce & Forma', address: 'Corso Garibaldi 88, 20121 Milano' }],
  },
  {
    region: f('Toscana', 'Tuscany'),
    sub: [
      {
        name: f('Firenze', 'Florence'),
        dealer: 'Bottega Santo Spirito',
        address: 'Piazza Santo Spirito 9, 50125 Firenze',
      },
    ],
  },
]

export const displayPages = {
  espositori: {
    PageTitle: f('Espositori: la collezione Vetrina', 'Display stands: the Vetrina collection'),
    products: [
      [
        f('Espositore da banco', 'Counter stand'),
        f(
          'Un espositore compatto per 18 candele, ideale vicino alla cassa.',
          'A compact stand for 18 candles, ideal next to the till.',
        ),
        f('Legno di rovere naturale', 'Natural oak'),
        f('Larghezza 60 cm\n\nProfondità 30 cm\n\nAltezza 45 cm', 'Width 60 cm\n\nDepth 30 cm\n\nHeight 45 cm'),
      ],
      [
        f('Espositore a colonna', 'Column stand'),
        f(
          'Tre ripiani per bottiglie e vasi, con illuminazione LED.',
          'Three shelves for bottles and vases, with LED lighting.',
        ),
        f('Ferro verniciato e vetro', 'Painted iron and glass'),
        f('Larghezza 50 cm\n\nProfondità 50 cm\n\nAltezza 180 cm', 'Width 50 cm\n\nDepth 50 cm\n\nHeight 180 cm'),
      ],
    ] as [L, L, L, L][],
  },
  candele: {
    PageTitle: f('Espositori: candele e vasi', 'Display stands: candles and vases'),
    products: [
      [
        f('Espositore candele', 'Candle stand'),
        f(
          "Pensato per l'intera linea di candele profumate, con tester.",
          'Designed for the whole scented candle line, with testers.',
        ),
        f('Legno e vetro', 'Wood and glass'),
        f('Larghezza 80 cm\n\nProfondità 35 cm\n\nAltezza 120 cm', 'Width 80 cm\n\nDepth 35 cm\n\nHeight 120 cm'),
      ],
      [
        f('Espositore vasi', 'Vase stand'),
        f('Ripiani ampi per i vasi più grandi.', 'Wide shelves for the larger vases.'),
        f('Rovere e ferro', 'Oak and iron'),
        f('Larghezza 100 cm\n\nProfondità 40 cm\n\nAltezza 160 cm', 'Width 100 cm\n\nDepth 40 cm\n\nHeight 160 cm'),
      ],
    ] as [L, L, L, L][],
  },
}
