import type { Drawing } from './images'

export type L = { it: string; en: string }
export type SeedProduct = {
  url: string
  sku: string
  name: L
  category: L
  tags: L
  price: number
  summary: L
  description: L
  new?: boolean
  instock?: boolean
  stock?: number
  date: string
  type: 'boxed' | 'unboxed'
  draw: Omit<Drawing, 'variant'>
  fragrances?: L[]
  sets?: { number: number; price: number }[]
  howTo?: boolean
  extraInfo?: L
  /** CLP statements of a scented product (one per line), and whether they need the GHS07 pictogram. */
  clp?: L
  hazard?: boolean
  productType?: L
}

const CANDLES: L = { it: 'Candele', en: 'Candles' }
const BOTTLES: L = { it: 'Bottiglie', en: 'Bottles' }
const VASES: L = { it: 'Vasi', en: 'Vases' }

const f = (it: string, en: string): L => ({ it, en })

export const products: SeedProduct[] = [
  {
    url: 'candela-ambra-vaniglia',
    sku: 'VC-001',
    name: f('Candela Ambra e Vaniglia', 'Amber and Vanilla Candle'),
    category: CANDLES,
    tags: f('candela, cera di soia, regalo', 'candle, soy wax, gift'),
    price: 24.9,
    summary: f(
      'Candela in cera di soia colata a mano in un bicchiere di vetro riciclato. Circa 45 ore di combustione.',
      'Soy wax candle hand-poured into a recycled glass tumbler. About 45 hours of burn time.',
    ),
    description: f(
      'Una candela calda e avvolgente, colata a mano nel nostro laboratorio di Vittorio Veneto.\n\nLo stoppino in cotone brucia in modo pulito e uniforme; il bicchiere, una volta finita la candela, diventa un piccolo vaso.',
      'A warm, enveloping candle, hand-poured in our workshop in Vittorio Veneto.\n\nThe cotton wick burns cleanly and evenly; once the candle is finished, the tumbler becomes a small vase.',
    ),
    new: true,
    date: '2026-09-01',
    type: 'boxed',
    draw: { shape: 'candle', color: '#e8c48f', accent: '#b07a3c' },
    fragrances: [f('Ambra', 'Amber'), f('Vaniglia', 'Vanilla'), f('Fico', 'Fig')],
    howTo: true,
    clp: f(
      'EUH208 Contiene cumarina. Può provocare una reazione allergica.',
      'EUH208 Contains coumarin. May produce an allergic reaction.',
    ),
  },
  {
    url: 'candela-fico-mediterraneo',
    sku: 'VC-002',
    name: f('Candela Fico Mediterraneo', 'Mediterranean Fig Candle'),
    category: CANDLES,
    tags: f('candela, fico, estate', 'candle, fig, summer'),
    price: 29.9,
    summary: f(
      'Note verdi di foglia di fico e legno di cedro. Disponibile anche in confezioni da 2 e 3.',
      'Green notes of fig leaf and cedarwood. Also available in sets of 2 and 3.',
    ),
    description: f(
      "Il profumo di un pomeriggio d'estate sotto un albero di fico.\n\nCera di soia, stoppino in cotone, vetro riciclato.",
      'The scent of a summer afternoon under a fig tree.\n\nSoy wax, cotton wick, recycled glass.',
    ),
    date: '2026-05-12',
    type: 'boxed',
    draw: { shape: 'candle', color: '#9fb58a', accent: '#5b7a45' },
    fragrances: [f('Fico', 'Fig'), f('Cedro', 'Cedar')],
    sets: [
      { number: 2, price: 54.9 },
      { number: 3, price: 79.9 },
    ],
    howTo: true,
    clp: f(
      'EUH208 Contiene linalolo, limonene. Può provocare una reazione allergica.',
      'EUH208 Contains linalool, limonene. May produce an allergic reaction.',
    ),
  },
  {
    url: 'candela-notte-di-venezia',
    sku: 'VC-003',
    name: f('Candela Notte di Venezia', 'Venetian Night Candle'),
    category: CANDLES,
    tags: f('candela, vetro di Murano', 'candle, Murano glass'),
    price: 34.9,
    summary: f(
      'Incenso, rosa scura e legni preziosi in un vetro blu notte soffiato a bocca.',
      'Incense, dark rose and precious woods in a mouth-blown midnight-blue glass.',
    ),
    description: f(
      'Ispirata alle calli di Venezia dopo il tramonto.\n\nOgni vetro è soffiato a bocca e quindi unico.',
      'Inspired by the alleys of Venice after sunset.\n\nEvery glass is mouth-blown and therefore unique.',
    ),
    new: true,
    date: '2026-10-03',
    type: 'boxed',
    draw: { shape: 'candle', color: '#3d4f7d', accent: '#c9a86a' },
    fragrances: [f('Incenso', 'Incense'), f('Rosa scura', 'Dark rose')],
    howTo: true,
    extraInfo: f('Peso: 420 g. Diametro: 9 cm. Altezza: 10 cm.', 'Weight: 420 g. Diameter: 9 cm. Height: 10 cm.'),
    clp: f(
      'H317 Può provocare una reazione allergica cutanea.\nContiene: cinnamaldeide, eugenolo.\nP101 In caso di consultazione di un medico, tenere a disposizione il contenitore o l’etichetta del prodotto.\nP102 Tenere fuori dalla portata dei bambini.\nP302+P352 In caso di contatto con la pelle: lavare abbondantemente con acqua.\nP333+P313 In caso di irritazione o eruzione della pelle: consultare un medico.\nP501 Smaltire il prodotto e il recipiente secondo la normativa locale.',
      'H317 May cause an allergic skin reaction.\nContains: cinnamal, eugenol.\nP101 If medical advice is needed, have product container or label at hand.\nP102 Keep out of reach of children.\nP302+P352 If on skin: wash with plenty of water.\nP333+P313 If skin irritation or rash occurs: get medical advice.\nP501 Dispose of contents and container in accordance with local regulations.',
    ),
    hazard: true,
  },
  {
    url: 'candela-te-bianco',
    sku: 'VC-004',
    name: f('Candela Tè Bianco', 'White Tea Candle'),
    category: CANDLES,
    tags: f('candela, tè', 'candle, tea'),
    price: 19.9,
    summary: f(
      'Fresca e leggera, con note di tè bianco e bergamotto.',
      'Fresh and light, with notes of white tea and bergamot.',
    ),
    description: f('Una candela delicata per la zona giorno.', 'A delicate candle for the living area.'),
    instock: false,
    stock: 0,
    date: '2025-11-20',
    type: 'unboxed',
    draw: { shape: 'candle', color: '#f1ede2', accent: '#a8b59a' },
    clp: f(
      'EUH208 Contiene limonene. Può provocare una reazione allergica.',
      'EUH208 Contains limonene. May produce an allergic reaction.',
    ),
  },
  {
    url: 'candela-vetro-soffiato',
    sku: 'VC-005',
    name: f('Candela in Vetro Soffiato', 'Blown Glass Candle'),
    category: CANDLES,
    tags: f('candela, set', 'candle, set'),
    price: 22,
    summary: f(
      'Candela non profumata in vetro soffiato ambrato, in confezioni da 2 o 4.',
      'Unscented candle in amber blown glass, in sets of 2 or 4.',
    ),
    description: f(
      'Perfetta per la tavola: non profumata, non interferisce con i sapori.',
      'Perfect for the table: unscented, it never competes with the food.',
    ),
    date: '2026-02-14',
    type: 'unboxed',
    draw: { shape: 'candle', color: '#d9a066', accent: '#8a5a3c' },
    sets: [
      { number: 2, price: 44 },
      { number: 4, price: 84 },
    ],
  },
  {
    url: 'bottiglia-murano-blu',
    sku: 'VB-101',
    name: f('Bottiglia Murano Blu', 'Murano Blue Bottle'),
    category: BOTTLES,
    tags: f('bottiglia, Murano', 'bottle, Murano'),
    price: 39,
    summary: f(
      'Bottiglia decorativa in vetro blu cobalto con tappo in sughero naturale.',
      'Decorative cobalt-blue glass bottle with a natural cork stopper.',
    ),
    description: f('Soffiata a bocca da maestri vetrai veneziani.', 'Mouth-blown by Venetian master glassmakers.'),
    new: true,
    date: '2026-08-18',
    type: 'boxed',
    draw: { shape: 'bottle', color: '#2f5fa8', accent: '#a0744a' },
  },
  {
    url: 'bottiglia-ambra-antica',
    sku: 'VB-102',
    name: f('Bottiglia Ambra Antica', 'Antique Amber Bottle'),
    category: BOTTLES,
    tags: f('bottiglia, ambra', 'bottle, amber'),
    price: 32,
    summary: f(
      "Vetro ambrato dalle forme antiche, per oli, liquori o come oggetto d'arredo.",
      'Amber glass in an antique shape, for oils, liqueurs or simply as decor.',
    ),
    description: f('Capacità 500 ml. Lavabile a mano.', 'Capacity 500 ml. Hand wash.'),
    date: '2026-01-10',
    type: 'unboxed',
    draw: { shape: 'bottle', color: '#b8742a', accent: '#6b4a2b' },
  },
  {
    url: 'bottiglia-sfaccettata',
    sku: 'VB-103',
    name: f('Bottiglia Sfaccettata', 'Faceted Bottle'),
    category: BOTTLES,
    tags: f('bottiglia, trasparente', 'bottle, clear'),
    price: 27.5,
    summary: f(
      'Vetro trasparente sfaccettato che gioca con la luce. Anche in set da 6.',
      'Faceted clear glass that plays with the light. Also in a set of 6.',
    ),
    description: f('Capacità 750 ml. Tappo ermetico.', 'Capacity 750 ml. Airtight stopper.'),
    date: '2025-12-01',
    type: 'unboxed',
    draw: { shape: 'bottle', color: '#9fc7c4', accent: '#5a6e6c' },
    sets: [{ number: 6, price: 150 }],
  },
  {
    url: 'bottiglia-diffusore-lavanda',
    sku: 'VB-104',
    name: f('Diffusore Lavanda', 'Lavender Diffuser'),
    category: BOTTLES,
    tags: f('diffusore, lavanda', 'diffuser, lavender'),
    price: 36,
    summary: f(
      'Bottiglia diffusore con bastoncini in rattan e fragranza alla lavanda.',
      'Diffuser bottle with rattan reeds and a lavender fragrance.',
    ),
    description: f('Dura circa tre mesi.', 'Lasts about three months.'),
    date: '2026-03-22',
    type: 'boxed',
    draw: { shape: 'bottle', color: '#9d8cc2', accent: '#4b3d6e' },
    howTo: true,
    productType: f('Diffusore di fragranza per ambienti con bastoncini', 'Reed diffuser (room fragrance)'),
    clp: f(
      'H317 Può provocare una reazione allergica cutanea.\nH412 Nocivo per gli organismi acquatici con effetti di lunga durata.\nContiene: linalolo, acetato di linalile.\nP102 Tenere fuori dalla portata dei bambini.\nP302+P352 In caso di contatto con la pelle: lavare abbondantemente con acqua.\nP501 Smaltire il prodotto e il recipiente secondo la normativa locale.',
      'H317 May cause an allergic skin reaction.\nH412 Harmful to aquatic life with long lasting effects.\nContains: linalool, linalyl acetate.\nP102 Keep out of reach of children.\nP302+P352 If on skin: wash with plenty of water.\nP501 Dispose of contents and container in accordance with local regulations.',
    ),
    hazard: true,
  },
  {
    url: 'vaso-onda',
    sku: 'VV-201',
    name: f('Vaso Onda', 'Wave Vase'),
    category: VASES,
    tags: f('vaso, fiori', 'vase, flowers'),
    price: 59,
    summary: f(
      'Vaso in vetro soffiato dalle linee morbide, color acqua marina.',
      'Blown glass vase with soft lines, in aquamarine.',
    ),
    description: f('Altezza 28 cm. Ogni pezzo è unico.', 'Height 28 cm. Every piece is unique.'),
    new: true,
    date: '2026-10-20',
    type: 'boxed',
    draw: { shape: 'vase', color: '#6fb7b0', accent: '#2f6f6a' },
  },
  {
    url: 'vaso-cilindro-fume',
    sku: 'VV-202',
    name: f('Vaso Cilindro Fumé', 'Smoked Cylinder Vase'),
    category: VASES,
    tags: f('vaso, fumé', 'vase, smoked'),
    price: 45,
    summary: f(
      'Vaso cilindrico in vetro fumé, essenziale e contemporaneo.',
      'Cylinder vase in smoked glass, essential and contemporary.',
    ),
    description: f('Altezza 30 cm. Diametro 12 cm.', 'Height 30 cm. Diameter 12 cm.'),
    date: '2026-04-02',
    type: 'unboxed',
    draw: { shape: 'vase', color: '#6b6461', accent: '#3a3533' },
  },
  {
    url: 'vaso-anfora-salvia',
    sku: 'VV-203',
    name: f('Vaso Anfora Salvia', 'Sage Amphora Vase'),
    category: VASES,
    tags: f('vaso, anfora', 'vase, amphora'),
    price: 72,
    summary: f(
      'Grande anfora in vetro verde salvia, per rami e composizioni importanti.',
      'Large sage-green glass amphora, for branches and generous arrangements.',
    ),
    description: f('Altezza 40 cm. Peso 2,1 kg.', 'Height 40 cm. Weight 2.1 kg.'),
    date: '2026-06-30',
    type: 'boxed',
    draw: { shape: 'vase', color: '#a3b18a', accent: '#55633f' },
  },
  {
    url: 'vaso-bolla-mini',
    sku: 'VV-204',
    name: f('Vaso Bolla Mini', 'Mini Bubble Vase'),
    category: VASES,
    tags: f('vaso, piccolo', 'vase, small'),
    price: 18.5,
    summary: f(
      'Piccolo vaso a bolla, perfetto per un singolo fiore.',
      'Small bubble vase, perfect for a single flower.',
    ),
    description: f('Altezza 10 cm.', 'Height 10 cm.'),
    date: '2025-10-05',
    type: 'unboxed',
    draw: { shape: 'vase', color: '#e3a6a1', accent: '#9c5d58' },
  },
]
