import type { Order } from '@/payload-types'
import { countryIso } from '@/lib/geo'
import { parseEuVat } from '@/lib/eu-vat'
import { sellerComplete, type Seller } from '@/lib/seller'
import { invoiceDate, invoiceRequested, italianDay } from './model'
import { invoiceNumberParts } from './invoice-number'
import { regimeSplit, storedRegime, taxableOf, type VatRegime } from '@/features/tax'
import { roundMoney } from '@/lib/money'
import { lineDescription, orderLines } from '@/features/cart'

/**
 * The electronic invoice (FatturaPA 1.2.2, format FPR12, between private parties) of a paid order
 * whose customer asked for an invoice, and the credit note (TD04) of a refund of one: the XML the
 * operator uploads to the Sistema di Interscambio (directly or through an intermediary). Shop prices
 * include VAT; the file states the taxable amounts and the VAT of the order's regime (regime.ts), and
 * its totals equal what was charged or refunded. Pure: no database, no clock.
 */
export type FatturaPA = { fileName: string; xml: string }

export class NotInvoiceable extends Error {}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const UNDECOMPOSABLE: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Œ: 'OE',
  œ: 'oe',
  ı: 'i',
  Ħ: 'H',
  ħ: 'h',
}

/** The schema's *LatinType strings: Basic Latin and Latin-1 only, no control characters, at most `max`. */
export function latin(value: string, max: number): string {
  const text = [...value.normalize('NFKC').replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, '-')]
    // Outside Latin-1, keep the base letter (ő → o) and drop the rest (emoji, other scripts).
    .map((ch) =>
      ch.codePointAt(0)! <= 0xff
        ? ch
        : (UNDECOMPOSABLE[ch] ?? ch.normalize('NFD').replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '')),
    )
    .join('')
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return text.slice(0, max).trim() || '-'
}

const amount2 = (n: number) => n.toFixed(2)
const amount8 = (n: number) => n.toFixed(8).replace(/(\.\d\d\d*?)0+$/, '$1')

const el = (name: string, value: string | number) => `<${name}>${esc(String(value))}</${name}>`
const group = (name: string, ...children: (string | false | null | undefined)[]) =>
  `<${name}>${children.filter(Boolean).join('')}</${name}>`

/** SDI file name: IT + the transmitter's VAT number + '_' + a progressive of 5 letters/digits, unique per invoice. */
export function fatturaFileName(invoiceNumber: string, vatNumber: string): string {
  const { year, n } = invoiceNumberParts(invoiceNumber)
  return `IT${vatNumber}_${String(year % 100).padStart(2, '0')}${n.toString(36).toUpperCase().padStart(3, '0')}.xml`
}

/** A document line: its amount as charged before a discount code's share, and that share (VAT included). */
type Line = { description: string; quantity: number; amount: number; discount?: number }

/** One document of the series: an invoice (TD01) or a credit note (TD04) that refers to one. */
type Document = {
  type: 'TD01' | 'TD04'
  number: string
  date: string
  lines: Line[]
  /** What was charged (TD01) or refunded (TD04), as the customer paid it. */
  total: number
  causale: string
  related?: { number: string; date: string }
  /** The lines' amounts are net of VAT (a dealer's invoice); a credit note's one line is what was refunded. */
  net?: boolean
}

/** A credit note: its number in the series, its date (YYYY-MM-DD, Italy) and the amount refunded. */
export type CreditNote = { number: string; date: string; amount: number; reason?: string }

function assertInvoiceable(order: Order, seller: Seller) {
  if (order.status === 'pending' || !order.invoiceNumber) throw new NotInvoiceable('the order is not paid')
  if (!invoiceRequested(order)) throw new NotInvoiceable('the customer did not ask for an invoice')
  if (!sellerComplete(seller)) throw new NotInvoiceable('the seller details are incomplete (/cms → Seller details)')
}

/** The e-invoice of a paid order whose customer asked for one. */
export function buildFatturaPA(order: Order, seller: Seller): FatturaPA {
  assertInvoiceable(order, seller)
  const lines: Line[] = orderLines(order).map((l) => ({
    description: [lineDescription(l, ' '), l.sku ? `(${l.sku})` : ''].filter(Boolean).join(' '),
    quantity: l.quantity,
    amount: l.lineTotal,
    discount: l.discount,
  }))
  if (order.shippingFee > 0) lines.push({ description: 'Spese di spedizione', quantity: 1, amount: order.shippingFee })
  return render(order, seller, {
    type: 'TD01',
    number: order.invoiceNumber!,
    date: invoiceDate(order),
    lines,
    total: order.totalAmount,
    causale: `Ordine n. ${order.id}`,
    net: Boolean(order.trade),
  })
}

/** The credit note (TD04) of a refund of an invoiced order: one line for the amount, referring to the invoice. */
export function buildCreditNote(order: Order, seller: Seller, note: CreditNote): FatturaPA {
  assertInvoiceable(order, seller)
  const what = note.reason ? ` (${note.reason})` : ''
  return render(order, seller, {
    type: 'TD04',
    number: note.number,
    date: note.date,
    lines: [
      {
        description: `Rimborso${what} relativo alla fattura n. ${order.invoiceNumber}`,
        quantity: 1,
        amount: note.amount,
      },
    ],
    total: note.amount,
    causale: `Nota di credito per rimborso, ordine n. ${order.id}, fattura n. ${order.invoiceNumber}`,
    related: { number: order.invoiceNumber!, date: invoiceDate(order) },
  })
}

const rateOf = (regime: VatRegime) => amount2(regime.rate)

function render(order: Order, seller: Seller, doc: Document): FatturaPA {
  const b = order.billingData ?? {}
  const regime = storedRegime(order.vat)
  const { year, n } = invoiceNumberParts(doc.number)
  const nation = countryIso(b.country) ?? 'IT'
  // Who the customer is: a business abroad by its own VAT number; an Italian company or professional by
  // P.IVA and company name; a private person by codice fiscale and name.
  const foreignId = b.vatId ? (parseEuVat(b.vatId) ?? { prefix: b.vatId.slice(0, 2), number: b.vatId.slice(2) }) : null
  const foreign = Boolean(foreignId && b.azienda)
  const person = !foreign && !(b.piva && b.azienda)
  const sdi = (b.sdi ?? '').trim().toUpperCase()
  // An Italian identifier is delivered by Italian rules: the recipient code, else 0000000 and the PEC if
  // any. XXXXXXX is the code of buyers without an Italian identifier (foreign businesses), never of these.
  const code = foreign ? 'XXXXXXX' : /^[A-Z0-9]{7}$/.test(sdi) && sdi !== 'XXXXXXX' ? sdi : '0000000'

  // Each line's taxable amount to the cent; the summary carries the document's own split, and the
  // cents that the per-line rounding leaves over go in Arrotondamento (so the sums agree exactly).
  const nature = regime.kind === 'intra-eu' ? regime : null
  // A line with a discount code's share states its full unit price, the discount per unit
  // (ScontoMaggiorazione, SC) and the discounted total: (unit − discount) × quantity = total, to the cent.
  // A dealer's order states its lines net already (ADR 0026); any other order's lines include the VAT.
  const fullTaxable = doc.lines.map((l) => taxableOf(l.amount, regime, doc.net))
  const lineTaxable = doc.lines.map((l) => taxableOf(roundMoney(l.amount - (l.discount ?? 0)), regime, doc.net))
  const detail = doc.lines.map((l, i) =>
    group(
      'DettaglioLinee',
      el('NumeroLinea', i + 1),
      el('Descrizione', latin(l.description, 1000)),
      el('Quantita', amount2(l.quantity)),
      el('PrezzoUnitario', amount8(fullTaxable[i] / l.quantity)),
      fullTaxable[i] !== lineTaxable[i]
        ? group(
            'ScontoMaggiorazione',
            el('Tipo', 'SC'),
            el('Importo', amount8((fullTaxable[i] - lineTaxable[i]) / l.quantity)),
          )
        : null,
      el('PrezzoTotale', amount2(lineTaxable[i])),
      el('AliquotaIVA', rateOf(regime)),
      nature ? el('Natura', nature.natura) : null,
    ),
  )
  const linesTaxable = roundMoney(lineTaxable.reduce((sum, x) => sum + x, 0))
  const { taxable, vat, gross } = regimeSplit(doc.total, regime)
  const rounding = roundMoney(taxable - linesTaxable)
  const rea = seller.reaOffice && seller.reaNumber

  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<p:FatturaElettronica versione="FPR12" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" xmlns:p="http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
    group(
      'FatturaElettronicaHeader',
      group(
        'DatiTrasmissione',
        group('IdTrasmittente', el('IdPaese', 'IT'), el('IdCodice', seller.vatNumber)),
        el('ProgressivoInvio', `${year}${String(n).padStart(6, '0')}`),
        el('FormatoTrasmissione', 'FPR12'),
        el('CodiceDestinatario', code),
        code === '0000000' && b.pec ? el('PECDestinatario', b.pec.trim()) : null,
      ),
      group(
        'CedentePrestatore',
        group(
          'DatiAnagrafici',
          group('IdFiscaleIVA', el('IdPaese', 'IT'), el('IdCodice', seller.vatNumber)),
          seller.codiceFiscale ? el('CodiceFiscale', seller.codiceFiscale.toUpperCase()) : null,
          group('Anagrafica', el('Denominazione', latin(seller.name, 80))),
          el('RegimeFiscale', seller.taxRegime || 'RF01'),
        ),
        group(
          'Sede',
          el('Indirizzo', latin(seller.street, 60)),
          el('CAP', seller.zip),
          el('Comune', latin(seller.city, 60)),
          seller.province ? el('Provincia', seller.province) : null,
          el('Nazione', 'IT'),
        ),
        // The company register entry (art. 2250 c.c.): office, number, share capital, one shareholder, liquidation.
        rea &&
          group(
            'IscrizioneREA',
            el('Ufficio', seller.reaOffice),
            el('NumeroREA', latin(seller.reaNumber, 20)),
            seller.shareCapital > 0 ? el('CapitaleSociale', amount2(seller.shareCapital)) : null,
            seller.shareCapital > 0 ? el('SocioUnico', seller.shareholders) : null,
            el('StatoLiquidazione', seller.liquidation),
          ),
        seller.email ? group('Contatti', el('Email', latin(seller.email, 256))) : null,
      ),
      group(
        'CessionarioCommittente',
        group(
          'DatiAnagrafici',
          foreign
            ? group('IdFiscaleIVA', el('IdPaese', foreignId!.prefix), el('IdCodice', latin(foreignId!.number, 28)))
            : person
              ? el('CodiceFiscale', (b.codiceFiscale ?? '').toUpperCase())
              : group('IdFiscaleIVA', el('IdPaese', 'IT'), el('IdCodice', (b.piva ?? '').replace(/\D/g, ''))),
          person
            ? group('Anagrafica', el('Nome', latin(b.firstName ?? '', 60)), el('Cognome', latin(b.lastName ?? '', 60)))
            : group('Anagrafica', el('Denominazione', latin(b.azienda ?? '', 80))),
        ),
        group(
          'Sede',
          el('Indirizzo', latin(b.address ?? '', 60)),
          // CAP is five digits; for an address abroad the rules want 00000.
          el('CAP', nation === 'IT' && /^\d{5}$/.test((b.zip ?? '').trim()) ? (b.zip ?? '').trim() : '00000'),
          el('Comune', latin(b.city ?? '', 60)),
          el('Nazione', nation),
        ),
      ),
    ) +
    group(
      'FatturaElettronicaBody',
      group(
        'DatiGenerali',
        group(
          'DatiGeneraliDocumento',
          el('TipoDocumento', doc.type),
          el('Divisa', 'EUR'),
          el('Data', doc.date),
          el('Numero', doc.number),
          el('ImportoTotaleDocumento', amount2(gross)),
          el('Causale', latin(doc.causale, 200)),
        ),
        doc.related &&
          group('DatiFattureCollegate', el('IdDocumento', doc.related.number), el('Data', doc.related.date)),
      ),
      group(
        'DatiBeniServizi',
        ...detail,
        group(
          'DatiRiepilogo',
          el('AliquotaIVA', rateOf(regime)),
          nature ? el('Natura', nature.natura) : null,
          rounding !== 0 ? el('Arrotondamento', amount2(rounding)) : null,
          el('ImponibileImporto', amount2(taxable)),
          el('Imposta', amount2(vat)),
          nature ? null : el('EsigibilitaIVA', 'I'),
          nature ? el('RiferimentoNormativo', latin(nature.reference, 100)) : null,
        ),
      ),
      // Paid in full: by card when the order was placed (a credit note's amount goes back to the card), or
      // by a dealer's bank transfer (MP05) to the seller's IBAN by the date its pieces were held until, or
      // on payment terms by its due date (the invoice is issued when the order is confirmed).
      group(
        'DatiPagamento',
        el('CondizioniPagamento', 'TP02'),
        order.payment === 'bank-transfer'
          ? group(
              'DettaglioPagamento',
              el('ModalitaPagamento', 'MP05'),
              doc.type === 'TD01' && (order.paymentDue ?? order.holdUntil)
                ? el('DataScadenzaPagamento', italianDay((order.paymentDue ?? order.holdUntil)!))
                : null,
              el('ImportoPagamento', amount2(gross)),
              doc.type === 'TD01' && seller.bankName ? el('IstitutoFinanziario', latin(seller.bankName, 80)) : null,
              doc.type === 'TD01' && seller.iban ? el('IBAN', seller.iban) : null,
            )
          : group('DettaglioPagamento', el('ModalitaPagamento', 'MP08'), el('ImportoPagamento', amount2(gross))),
      ),
    ) +
    '</p:FatturaElettronica>\n'
  return { fileName: fatturaFileName(doc.number, seller.vatNumber), xml }
}
