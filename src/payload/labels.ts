import type { Field } from 'payload'

type L = { it: string; en: string }
const l = (it: string, en: string): L => ({ it, en })

/** The language the operator reads /cms in (their account menu's choice; Italian by default). */
export const operatorLang = (req: { i18n?: { language?: string } }): 'it' | 'en' =>
  req.i18n?.language === 'en' ? 'en' : 'it'

/**
 * The CMS's labels for the field names the old shop's data keeps ("Product_summary", "Hero_Title", …):
 * one dictionary for every collection and global, so the operator reads words, in Italian or English.
 * A field with a label of its own keeps it.
 */
const LABELS: Record<string, L> = {
  // Products
  name: l('Nome', 'Name'),
  url: l('Indirizzo (slug)', 'Address (slug)'),
  category: l('Categoria', 'Category'),
  sku: l('Codice articolo (SKU)', 'Item code (SKU)'),
  tags: l('Etichette', 'Tags'),
  price: l('Prezzo', 'Price'),
  product_summary: l('Riassunto', 'Summary'),
  description: l('Descrizione', 'Description'),
  new: l('Novità', 'New'),
  instock: l('In vendita', 'On sale'),
  stock: l('Pezzi disponibili', 'Pieces in stock'),
  position: l('Posizione in vetrina', 'Featured position'),
  date: l('Data', 'Date'),
  Type_Boxed_Unboxed: l('Confezione', 'Packaging'),
  mainimage: l('Immagine principale', 'Main picture'),
  overlayimage: l('Immagine al passaggio del mouse', 'Picture on hover'),
  product_images: l('Altre immagini', 'More pictures'),
  fragrance: l('Fragranze', 'Fragrances'),
  sets: l('Confezioni multiple', 'Multi-packs'),
  number: l('Pezzi', 'Pieces'),
  how_to_use: l('Modo d’uso', 'How to use'),
  Title: l('Titolo', 'Title'),
  Tips: l('Consigli', 'Tips'),
  icon: l('Icona', 'Icon'),
  tip: l('Consiglio', 'Tip'),
  warning: l('Avvertenza', 'Warning'),
  Text: l('Testo', 'Text'),
  additional_information: l('Informazioni aggiuntive', 'Additional information'),
  shipping: l('Spedizione', 'Shipping'),
  return_policies: l('Resi', 'Returns'),
  safety: l('Sicurezza del prodotto (GPSR)', 'Product safety (GPSR)'),
  productType: l('Tipo di prodotto', 'Product type'),
  manufacturer: l('Fabbricante', 'Manufacturer'),
  warnings: l('Avvertenze', 'Warnings'),
  // Content pages
  Home_Video: l('Video di apertura', 'Opening video'),
  Home_Poster: l('Immagine di copertina del video', 'Video poster'),
  Hero_Title: l('Titolo di apertura', 'Opening headline'),
  New_collection: l('Testo “Nuova collezione”', '“New collection” text'),
  Explore_collections: l('Testo del pulsante “Scopri”', '“Explore” button text'),
  Gallery: l('Galleria', 'Gallery'),
  Image: l('Immagine', 'Picture'),
  image: l('Immagine', 'Picture'),
  features: l('Punti di forza', 'Highlights'),
  title: l('Titolo', 'Title'),
  Banner_Image: l('Immagine di testata', 'Banner picture'),
  introduction: l('Introduzione', 'Introduction'),
  Signature: l('Firma', 'Signature'),
  MidSection: l('Sezioni centrali', 'Middle sections'),
  text: l('Testo', 'Text'),
  Features: l('Qualità', 'Qualities'),
  Heading: l('Titolo', 'Heading'),
  Qualities: l('Qualità', 'Qualities'),
  Logo: l('Logo', 'Logo'),
  address: l('Indirizzo', 'Address'),
  facebooklink: l('Pagina Facebook (link)', 'Facebook page (link)'),
  instagramlink: l('Profilo Instagram (link)', 'Instagram profile (link)'),
  Address: l('Indirizzo', 'Address'),
  Phone_number: l('Telefono', 'Phone'),
  Email: l('E-mail', 'E-mail'),
  working_hours: l('Orari', 'Opening hours'),
  Contact_Form: l('Modulo di contatto', 'Contact form'),
  Section: l('Sezioni', 'Sections'),
  Section_Heading: l('Titolo della sezione', 'Section heading'),
  Questions: l('Domande', 'Questions'),
  Question: l('Domanda', 'Question'),
  answer: l('Risposta', 'Answer'),
  filter: l('Gruppi di filtri', 'Filter groups'),
  options: l('Opzioni', 'Options'),
  label: l('Etichetta', 'Label'),
  meaning: l('Che cosa fa', 'What it does'),
  PageTitle: l('Titolo della pagina', 'Page title'),
  Products: l('Prodotti', 'Products'),
  signaturetext: l('Firma', 'Signature'),
  dimensions: l('Dimensioni', 'Dimensions'),
  Dealers: l('Rivenditori', 'Dealers'),
  Region: l('Regione', 'Region'),
  subregion: l('Province', 'Provinces'),
  Name: l('Nome', 'Name'),
  Dealer_name: l('Rivenditore', 'Dealer'),
  Carousel: l('Carosello', 'Carousel'),
  lastModified: l('Ultima modifica', 'Last modified'),
  body: l('Testo', 'Text'),
  // People and system
  email: l('E-mail', 'E-mail'),
  firstName: l('Nome', 'First name'),
  lastName: l('Cognome', 'Last name'),
  role: l('Ruolo', 'Role'),
  verified: l('E-mail verificata', 'E-mail verified'),
  provider: l('Accesso con', 'Signs in with'),
  photoURL: l('Foto (link)', 'Photo (link)'),
  addresses: l('Indirizzi', 'Addresses'),
  street: l('Via e numero', 'Street'),
  city: l('Città', 'City'),
  state: l('Provincia o regione', 'Province or region'),
  zip: l('CAP', 'Postcode'),
  country: l('Paese', 'Country'),
  phone: l('Telefono', 'Phone'),
  code: l('Prefisso', 'Code'),
  user: l('Cliente', 'Customer'),
  items: l('Articoli', 'Items'),
  product: l('Prodotto', 'Product'),
  quantity: l('Quantità', 'Quantity'),
  note: l('Nota', 'Note'),
  status: l('Stato', 'Status'),
  lang: l('Lingua', 'Language'),
  token: l('Codice', 'Token'),
  confirmedAt: l('Confermato il', 'Confirmed on'),
  eventId: l('Evento', 'Event'),
  type: l('Tipo', 'Type'),
  order: l('Ordine', 'Order'),
  amount: l('Importo (centesimi)', 'Amount (cents)'),
  by: l('Da', 'By'),
  creditNote: l('Nota di credito', 'Credit note'),
  creditNoteDate: l('Data della nota di credito', 'Credit note date'),
  year: l('Anno', 'Year'),
  last: l('Ultimo numero', 'Last number'),
  key: l('Chiave', 'Key'),
  count: l('Conteggio', 'Count'),
  windowStart: l('Inizio finestra', 'Window start'),
  to: l('A', 'To'),
  subject: l('Oggetto', 'Subject'),
  kind: l('Tipo', 'Kind'),
  ref: l('Riferimento', 'Reference'),
  awaitStatus: l('In attesa dello stato', 'Waits for status'),
  message: l('Messaggio', 'Message'),
  attempts: l('Tentativi', 'Attempts'),
  nextAttemptAt: l('Prossimo tentativo', 'Next attempt'),
  leaseUntil: l('In invio fino a', 'Being sent until'),
  retryFrom: l('Tentativi dal', 'Retrying since'),
  sentAt: l('Inviata il', 'Sent on'),
  lastError: l('Ultimo errore', 'Last error'),
  dedupeKey: l('Chiave univoca', 'Unique key'),
}

/** The fields with their labels from the dictionary where they have none, at every depth. */
export function labelled(fields: Field[]): Field[] {
  return fields.map((f) => {
    const out = { ...f } as Field & { label?: unknown; fields?: Field[]; name?: string }
    if ('name' in f && !('label' in f && f.label) && LABELS[f.name]) out.label = LABELS[f.name]
    if ('fields' in f && Array.isArray(f.fields)) out.fields = labelled(f.fields)
    return out as Field
  })
}

/** Internal collections: grouped under "Sistema", read-only to the operator (they are the shop's own records). */
export const SYSTEM_GROUP = l('Sistema', 'System')
