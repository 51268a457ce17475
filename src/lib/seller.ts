/**
 * The seller's identity and fiscal settings (the `seller` global, edited in /cms): shown in the footer,
 * the e-mails, the order documents and the e-invoice. Pure: the type, the demo values the seed writes,
 * and how the identity is written out.
 */
export type Seller = {
  name: string
  street: string
  zip: string
  city: string
  province: string
  country: string
  vatNumber: string
  codiceFiscale: string
  /** Registro delle imprese (REA): the office's province and the number. */
  reaOffice: string
  reaNumber: string
  /** Share capital paid up, in euro (0 when not a company with share capital). */
  shareCapital: number
  /** SU: one shareholder (socio unico); SM: several. */
  shareholders: 'SU' | 'SM'
  /** LN: not in liquidation; LS: in liquidation. */
  liquidation: 'LN' | 'LS'
  pec: string
  email: string
  phone: string
  /** FatturaPA RegimeFiscale: RF01 is the ordinary regime. */
  taxRegime: string
  /** One-Stop Shop: EU consumers pay their own country's VAT (past the €10,000 distance-sales threshold). */
  oss: boolean
  /** The account bank transfers are paid to (dealers' orders, issue 41); empty: no bank transfers. */
  iban: string
  bankName: string
}

export const DEMO_SELLER: Seller = {
  name: 'Vetrina S.r.l.',
  street: 'Via Cavour 12',
  zip: '31029',
  city: 'Vittorio Veneto',
  province: 'TV',
  country: 'Italia',
  vatNumber: '04123450266',
  codiceFiscale: '04123450266',
  reaOffice: 'TV',
  reaNumber: '321654',
  shareCapital: 10000,
  shareholders: 'SU',
  liquidation: 'LN',
  pec: 'vetrina@pec.vetrina.example',
  email: 'info@vetrina.example',
  phone: '+39 0438 555 0123',
  taxRegime: 'RF01',
  oss: false,
  iban: 'IT60X0542811101000000123456',
  bankName: 'Banca Esempio, filiale di Vittorio Veneto',
}

/** "Via Cavour 12, 31029 Vittorio Veneto (TV), Italia". */
export const sellerAddressLine = (s: Pick<Seller, 'street' | 'zip' | 'city' | 'province' | 'country'>) =>
  [s.street, `${s.zip} ${s.city}${s.province ? ` (${s.province})` : ''}`.trim(), s.country].filter(Boolean).join(', ')

/** The words of the seller's identity in one language (the messages' `sellerIdentity`). */
export type SellerIdentityText = {
  vatNumber: string
  taxCode: string
  /** With `{amount}`. */
  shareCapital: string
  soleShareholder: string
  inLiquidation: string
}

/**
 * What a company's website and documents must state (art. 2250 c.c.): the register office and number,
 * the share capital paid up, one shareholder, liquidation — e.g. "REA TV-321654 · Capitale sociale
 * € 10.000 i.v. · Socio unico". Empty parts are left out. `t` holds the words of the page's language and
 * `intl` its number format (the locale table's `intl`).
 */
export function sellerRegistration(s: Seller, t: SellerIdentityText, intl: string): string[] {
  const amount = new Intl.NumberFormat(intl, { minimumFractionDigits: 0, maximumFractionDigits: 2 })
  return [
    s.codiceFiscale && s.codiceFiscale !== s.vatNumber ? `${t.taxCode} ${s.codiceFiscale}` : '',
    s.reaNumber ? `REA ${[s.reaOffice, s.reaNumber].filter(Boolean).join('-')}` : '',
    s.shareCapital > 0 ? t.shareCapital.replace('{amount}', () => amount.format(s.shareCapital)) : '',
    s.shareholders === 'SU' && s.shareCapital > 0 ? t.soleShareholder : '',
    s.liquidation === 'LS' ? t.inLiquidation : '',
    s.pec ? `PEC ${s.pec}` : '',
  ].filter(Boolean)
}

/** A map of the seller's address (a static link out: no third-party cookie before consent). */
export const sellerMapUrl = (s: Seller) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${s.street}, ${s.zip} ${s.city}`)}`

/** Whether the documents and the e-invoice can name the seller (name, address and P.IVA set). */
export const sellerComplete = (s: Seller) => Boolean(s.name && s.street && s.zip && s.city && s.vatNumber)
