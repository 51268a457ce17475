import type { CollectionConfig } from 'payload'

const l = (it: string, en: string) => ({ it, en })
import { adminOnly, publishedOrOperator } from '../access'
import { isValidSlug, PICTOGRAM_IDS, PICTOGRAMS } from '../values'
import { labelled } from '../labels'
import { tradeFields, tradePriceField } from '../fields/trade'
import { stockSeenField } from '../fields/stock-seen'
import { packedSizeField } from '../fields/shipping'
import { translationField } from '../translations'
import { isValidGtin } from '@/lib/gtin'
import { sortKey } from '@/lib/sort-key'

/** Weight in grams: empty, or a whole number above zero (the shipping rates and the feeds read it). */
const validateWeight = (value: unknown) =>
  value == null ||
  (typeof value === 'number' && Number.isInteger(value) && value > 0) ||
  'Grammi interi, maggiori di zero / Whole grams, above zero'

export const Products: CollectionConfig = {
  slug: 'products',
  labels: { singular: { it: 'Prodotto', en: 'Product' }, plural: { it: 'Prodotti', en: 'Products' } },
  // Everyone reads what is published; drafts only the operator (and the storefront in their preview).
  access: {
    read: publishedOrOperator,
    readVersions: adminOnly,
    create: adminOnly,
    update: adminOnly,
    delete: adminOnly,
  },
  // Saves can be drafts (previewed on the storefront, published later); every save is a version to restore.
  versions: { drafts: true, maxPerDoc: 30 },
  admin: {
    useAsTitle: 'name',
    group: { it: 'Catalogo', en: 'Catalogue' },
    defaultColumns: ['name', 'sku', 'category', 'price', 'stock', 'weight', '_status'],
    // The CSV export, import and bulk price change above the list (issue 54, admins only).
    components: { beforeList: ['/features/catalogue-io/CsvPanel#CsvPanel'] },
  },
  defaultSort: 'position',
  // Hooks and the preview: registered by the features at the composition root (src/composition.ts).
  fields: labelled([
    translationField,
    // Indexed, as are price, position and date: the listing sorts by them in the database (ADR 0040).
    { name: 'name', type: 'text', required: true, localized: true, index: true },
    {
      // The name as the listing sorts it (lib/sort-key.ts): kept by this hook, never edited by hand.
      name: 'sortName',
      type: 'text',
      localized: true,
      index: true,
      admin: { hidden: true },
      hooks: { beforeChange: [({ siblingData }) => sortKey(siblingData?.name)] },
    },
    {
      name: 'url',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      // On every write path (/cms, REST, Local API): the rule the description states.
      validate: (value: unknown) =>
        isValidSlug(value) ||
        'Solo minuscole, cifre e trattini tra le parole (es. vaso-onda) / Lower-case letters, digits and dashes between words only (e.g. vaso-onda)',
      admin: {
        description: l(
          'Nell’indirizzo /shop/{url}: minuscole, parole unite da trattini.',
          'Used in /shop/{url}. Lower case, words joined by dashes.',
        ),
      },
    },
    { name: 'category', type: 'text', required: true, localized: true, index: true },
    { name: 'sku', type: 'text', required: true },
    {
      name: 'gtin',
      label: l('GTIN (codice a barre EAN/UPC)', 'GTIN (EAN/UPC barcode)'),
      type: 'text',
      validate: (value: unknown) =>
        value == null ||
        value === '' ||
        (typeof value === 'string' && isValidGtin(value)) ||
        'GTIN-8, 12, 13 o 14 cifre con la cifra di controllo giusta / GTIN-8, 12, 13 or 14 digits with a correct check digit',
      admin: { description: l('Facoltativo: 8, 12, 13 o 14 cifre.', 'Optional: 8, 12, 13 or 14 digits.') },
    },
    {
      name: 'weight',
      label: l('Peso (grammi)', 'Weight (grams)'),
      type: 'number',
      min: 1,
      validate: validateWeight,
      admin: {
        description: l(
          'Peso con l’imballo, in grammi. Senza peso la spedizione lo conta come zero: il prodotto è segnalato in cruscotto.',
          'Weight with the packaging, in grams. Without it shipping counts it as zero: the product is flagged on the dashboard.',
        ),
      },
    },
    packedSizeField(),
    { name: 'tags', type: 'text', localized: true },
    {
      name: 'price',
      type: 'number',
      required: true,
      index: true,
      min: 0,
      admin: { description: l('Euro, IVA inclusa', 'EUR, VAT included') },
    },
    { name: 'product_summary', type: 'textarea', localized: true },
    { name: 'description', type: 'richText', localized: true },
    // Indexed: the home page's selection of new products reads them by it (issue 54).
    { name: 'new', type: 'checkbox', defaultValue: false, index: true },
    {
      name: 'instock',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        description: l(
          'Togli la spunta per non venderlo più. Senza pezzi disponibili risulta comunque esaurito.',
          'Untick to stop selling it. A product with no pieces left shows as out of stock anyway.',
        ),
      },
    },
    {
      name: 'stock',
      type: 'number',
      defaultValue: 50,
      min: 0,
      admin: {
        description: l(
          'Pezzi disponibili: “disponibile” in negozio deriva da qui. Un ordine li riserva quando viene fatto (una confezione da N ne prende N); un ordine non pagato li restituisce quando scade. Salvando si scrive solo un numero cambiato: i pezzi venduti mentre la scheda è aperta restano venduti.',
          'Pieces available: “in stock” on the shop follows from it. An order reserves its pieces when it is placed (a set of N takes N); an unpaid order gives them back when it expires. Saving writes only a changed number: pieces sold while this page is open stay sold.',
        ),
      },
    },
    stockSeenField,
    {
      name: 'position',
      type: 'number',
      index: true,
      defaultValue: 0,
      admin: { description: l('Ordine in vetrina (prima i numeri più bassi)', 'Featured order (lower first)') },
    },
    {
      name: 'date',
      type: 'date',
      index: true,
      // The listing's "newest" sorts by it in the database: every new product gets the moment it is made
      // (/cms prefills it; the CSV import and the API get it too), never an empty date sorted apart.
      defaultValue: () => new Date().toISOString(),
    },
    {
      name: 'Type_Boxed_Unboxed',
      label: l('Confezione', 'Packaging'),
      type: 'select',
      options: [
        { value: 'boxed', label: l('In scatola', 'Boxed') },
        { value: 'unboxed', label: l('Senza scatola', 'Unboxed') },
      ],
      defaultValue: 'unboxed',
    },
    { name: 'mainimage', type: 'upload', relationTo: 'media', required: true },
    { name: 'overlayimage', type: 'upload', relationTo: 'media' },
    { name: 'product_images', type: 'upload', relationTo: 'media', hasMany: true },
    {
      name: 'fragrance',
      type: 'array',
      fields: [
        { name: 'name', type: 'text', required: true, localized: true },
        {
          name: 'sku',
          label: l('Codice articolo della fragranza (SKU)', 'Fragrance item code (SKU)'),
          type: 'text',
          // One variant per SKU in the whole shop (the CSV import finds a variant by it).
          unique: true,
          admin: { description: l('Facoltativo: per l’importazione CSV.', 'Optional: for the CSV import.') },
        },
        {
          name: 'weight',
          label: l('Peso (grammi), se diverso dal prodotto', 'Weight (grams), if it differs from the product'),
          type: 'number',
          min: 1,
          validate: validateWeight,
        },
        packedSizeField(l('Facoltative, se diverse dal prodotto.', 'Optional, if they differ from the product.')),
        {
          name: 'stock',
          type: 'number',
          min: 0,
          admin: {
            description: l(
              'Pezzi di questa fragranza. Compilalo sulle fragranze per contare la scorta per fragranza (i pezzi del prodotto non si usano più); lascialo vuoto su tutte per contare i pezzi del prodotto.',
              'Pieces of this fragrance. Fill it in on the fragrances to count stock per fragrance (the product’s pieces are then not used); leave it empty on all of them to count the product’s pieces.',
            ),
          },
        },
        stockSeenField,
      ],
    },
    {
      name: 'sets',
      type: 'array',
      fields: [
        { name: 'number', type: 'number', required: true, min: 1 },
        { name: 'price', type: 'number', required: true, min: 0 },
        tradePriceField(l('Prezzo rivenditore fisso di questa confezione', 'Fixed trade price of this set')),
      ],
    },
    tradeFields,
    {
      name: 'how_to_use',
      type: 'group',
      fields: [
        { name: 'Title', type: 'text', localized: true },
        {
          name: 'Tips',
          type: 'array',
          fields: [
            { name: 'icon', type: 'upload', relationTo: 'media' },
            { name: 'tip', type: 'text', localized: true },
          ],
        },
        { name: 'warning', type: 'textarea', localized: true },
        { name: 'Text', type: 'textarea', localized: true },
      ],
    },
    { name: 'additional_information', type: 'richText', localized: true },
    { name: 'shipping', type: 'richText', localized: true },
    { name: 'return_policies', type: 'richText', localized: true },
    {
      name: 'safety',
      type: 'group',
      admin: {
        description: l(
          'Mostrata nella pagina del prodotto come “Sicurezza del prodotto”. Lascia vuoto il fabbricante se il prodotto è fatto dal venditore.',
          'Shown on the product page as “Sicurezza del prodotto”. Leave the manufacturer empty when the seller makes the product.',
        ),
      },
      fields: [
        {
          name: 'productType',
          type: 'text',
          localized: true,
          admin: {
            description: l(
              'Per esempio “Candela profumata in vetro”. Vuoto: la categoria.',
              'e.g. “Scented candle in glass”. Empty: the category.',
            ),
          },
        },
        { name: 'manufacturer', type: 'text', admin: { description: l('Vuoto: il venditore.', 'Empty: the seller.') } },
        {
          name: 'manufacturerAddress',
          label: l('Indirizzo postale del fabbricante', 'Manufacturer postal address'),
          type: 'text',
        },
        { name: 'manufacturerEmail', label: l('E-mail del fabbricante', 'Manufacturer e-mail'), type: 'email' },
        {
          name: 'pictograms',
          label: l('Pittogrammi EN 15494 (candele)', 'EN 15494 pictograms (candles)'),
          type: 'select',
          hasMany: true,
          options: PICTOGRAM_IDS.map((id) => ({ value: id, label: l(PICTOGRAMS[id].it, PICTOGRAMS[id].en) })),
        },
        {
          name: 'warnings',
          type: 'textarea',
          localized: true,
          admin: { description: l('Un’avvertenza per riga.', 'One warning per line.') },
        },
        {
          name: 'hazardPictogram',
          label: l('Punto esclamativo CLP (GHS07, con H317)', 'CLP exclamation mark (GHS07, with H317)'),
          type: 'checkbox',
          defaultValue: false,
        },
        {
          name: 'clp',
          label: l('Indicazioni CLP', 'CLP statements'),
          type: 'textarea',
          localized: true,
          admin: {
            description: l(
              'Una per riga, come sull’etichetta, per esempio “EUH208 Contiene linalolo. Può provocare una reazione allergica.”',
              'One per line, as on the label, e.g. “EUH208 Contiene linalolo. Può provocare una reazione allergica.”',
            ),
          },
        },
      ],
    },
    {
      // The waiting list (issue 40): who is waiting for this product or one of its fragrances to come back.
      name: 'stockAlerts',
      type: 'join',
      collection: 'stock-alerts',
      on: 'product',
      where: { status: { in: ['waiting', 'unconfirmed'] } },
      label: l('In attesa che torni disponibile', 'Waiting for it to come back'),
      defaultLimit: 20,
      admin: { defaultColumns: ['email', 'fragranceName', 'status', 'createdAt'] },
    },
  ]),
}
