import type { Order } from '@/payload-types'
import { company } from '@/lib/company'
import { COUNTRIES, isItaly } from '@/lib/geo'
import { invoiceDate, invoiceRequested } from './model'
import { invoiceNumberParts, splitVat, VAT_RATE } from './vat'
import { roundMoney } from '@/lib/money'
import { lineDescription, orderLines } from '@/features/orders/lines'

/**
 * The electronic invoice (FatturaPA 1.2.2, format FPR12, between private parties) of a paid order
 * whose customer asked for an invoice: the XML the operator uploads to the Sistema di Interscambio
 * (directly or through an intermediary). Shop prices include VAT; the file states the taxable
 * amounts and the 22% VAT, and its totals equal the order's. Pure: no database, no clock.
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

const countryCode = (country: string | null | undefined) =>
  !country || isItaly(country)
    ? 'IT'
    : (COUNTRIES.find((c) => c.name.toLowerCase() === country.trim().toLowerCase())?.code ?? 'IT')

/** SDI file name: IT + the transmitter's VAT number + '_' + a progressive of 5 letters/digits, unique per invoice. */
export function fatturaFileName(invoiceNumber: string, vatNumber: string = company.vatNumber): string {
  const { year, n } = invoiceNumberParts(invoiceNumber)
  return `IT${vatNumber}_${String(year % 100).padStart(2, '0')}${n.toString(36).toUpperCase().padStart(3, '0')}.xml`
}

type Line = { description: string; quantity: number; gross: number }

export function buildFatturaPA(order: Order): FatturaPA {
  const b = order.billingData ?? {}
  if (order.status === 'pending' || !order.invoiceNumber) throw new NotInvoiceable('the order is not paid')
  if (!invoiceRequested(order)) throw new NotInvoiceable('the customer did not ask for an invoice')
  // A company or professional is named by P.IVA and company name; a private person by codice fiscale and name.
  const person = !(b.piva && b.azienda)
  const { year, n } = invoiceNumberParts(order.invoiceNumber)
  const nation = countryCode(b.country)
  const sdi = (b.sdi ?? '').trim().toUpperCase()
  // An Italian P.IVA is delivered by Italian rules: its recipient code, else 0000000 and its PEC if any.
  // XXXXXXX is the code of buyers without an Italian identifier, never of this one.
  const code = /^[A-Z0-9]{7}$/.test(sdi) && sdi !== 'XXXXXXX' ? sdi : '0000000'

  const lines: Line[] = orderLines(order).map((l) => ({
    description: [lineDescription(l, ' '), l.sku ? `(${l.sku})` : ''].filter(Boolean).join(' '),
    quantity: l.quantity,
    gross: l.lineTotal,
  }))
  if (order.shippingFee > 0) lines.push({ description: 'Spese di spedizione', quantity: 1, gross: order.shippingFee })

  // Each line's taxable amount to the cent; the summary carries the document's own split, and the
  // cents that the per-line rounding leaves over go in Arrotondamento (so the sums agree exactly).
  const lineTaxable = lines.map((l) => splitVat(l.gross).taxable)
  const detail = lines.map((l, i) =>
    group(
      'DettaglioLinee',
      el('NumeroLinea', i + 1),
      el('Descrizione', latin(l.description, 1000)),
      el('Quantita', amount2(l.quantity)),
      el('PrezzoUnitario', amount8(lineTaxable[i] / l.quantity)),
      el('PrezzoTotale', amount2(lineTaxable[i])),
      el('AliquotaIVA', amount2(VAT_RATE)),
    ),
  )
  const linesTaxable = roundMoney(lineTaxable.reduce((sum, n) => sum + n, 0))
  const { taxable, vat, gross } = splitVat(order.totalAmount)
  const rounding = roundMoney(taxable - linesTaxable)

  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<p:FatturaElettronica versione="FPR12" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" xmlns:p="http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
    group(
      'FatturaElettronicaHeader',
      group(
        'DatiTrasmissione',
        group('IdTrasmittente', el('IdPaese', 'IT'), el('IdCodice', company.vatNumber)),
        el('ProgressivoInvio', `${year}${String(n).padStart(6, '0')}`),
        el('FormatoTrasmissione', 'FPR12'),
        // The customer is identified by an Italian P.IVA or codice fiscale (checked at checkout), so Italian
        // delivery rules apply wherever the address is: their recipient code, else 0000000 and their PEC.
        el('CodiceDestinatario', code),
        code === '0000000' && b.pec ? el('PECDestinatario', b.pec.trim()) : null,
      ),
      group(
        'CedentePrestatore',
        group(
          'DatiAnagrafici',
          group('IdFiscaleIVA', el('IdPaese', 'IT'), el('IdCodice', company.vatNumber)),
          group('Anagrafica', el('Denominazione', latin(company.name, 80))),
          el('RegimeFiscale', 'RF01'),
        ),
        group(
          'Sede',
          el('Indirizzo', latin(company.street, 60)),
          el('CAP', company.zip),
          el('Comune', latin(company.city, 60)),
          el('Provincia', company.province),
          el('Nazione', 'IT'),
        ),
      ),
      group(
        'CessionarioCommittente',
        group(
          'DatiAnagrafici',
          person
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
          el('TipoDocumento', 'TD01'),
          el('Divisa', 'EUR'),
          el('Data', invoiceDate(order)),
          el('Numero', order.invoiceNumber),
          el('ImportoTotaleDocumento', amount2(gross)),
          el('Causale', latin(`Ordine n. ${order.id}`, 200)),
        ),
      ),
      group(
        'DatiBeniServizi',
        ...detail,
        group(
          'DatiRiepilogo',
          el('AliquotaIVA', amount2(VAT_RATE)),
          rounding !== 0 ? el('Arrotondamento', amount2(rounding)) : null,
          el('ImponibileImporto', amount2(taxable)),
          el('Imposta', amount2(vat)),
          el('EsigibilitaIVA', 'I'),
        ),
      ),
      // Paid in full by card when the order was placed.
      group(
        'DatiPagamento',
        el('CondizioniPagamento', 'TP02'),
        group('DettaglioPagamento', el('ModalitaPagamento', 'MP08'), el('ImportoPagamento', amount2(gross))),
      ),
    ) +
    '</p:FatturaElettronica>\n'
  return { fileName: fatturaFileName(order.invoiceNumber), xml }
}
