import { csvDocument } from '@/lib/csv'
import { regimeSplit, type VatRegime } from '@/features/tax'

/** One line of the VAT register the accountant receives: an invoice (TD01) or a credit note (TD04). */
export type RegisterRow = {
  type: 'TD01' | 'TD04'
  number: string
  /** YYYY-MM-DD, the day in Italy. */
  date: string
  /** For a credit note: the invoice it corrects. */
  refersTo?: string
  customer: string
  /** P.IVA, foreign VAT number or codice fiscale. */
  taxId: string
  country: string
  regime: VatRegime
  /** The document's amount as charged or refunded (VAT included where there is VAT). */
  total: number
  fileName: string
}

const REGIME_NAMES: Record<VatRegime['kind'], string> = {
  domestic: 'IVA Italia',
  oss: 'OSS',
  'intra-eu': 'Non imponibile art. 41 D.L. 331/93 (N3.2)',
}

/**
 * The month's register as CSV (UTF-8 with BOM, for Excel): one row per document in number order, with
 * the taxable amount, the VAT and the rate split by the order's regime; credit notes as negative amounts.
 * Pure.
 */
export function registerCsv(rows: RegisterRow[]): string {
  const head = [
    'Tipo',
    'Numero',
    'Data',
    'Rif. fattura',
    'Cliente',
    'Identificativo fiscale',
    'Paese',
    'Regime IVA',
    'Aliquota %',
    'Imponibile',
    'IVA',
    'Totale',
    'File XML',
  ]
  const sorted = [...rows].sort((a, b) => a.date.localeCompare(b.date) || a.number.localeCompare(b.number))
  const lines = sorted.map((r) => {
    const sign = r.type === 'TD04' ? -1 : 1
    const { taxable, vat, gross } = regimeSplit(r.total, r.regime)
    return [
      r.type === 'TD01' ? 'Fattura' : 'Nota di credito',
      r.number,
      r.date,
      r.refersTo ?? '',
      r.customer,
      r.taxId,
      r.country,
      REGIME_NAMES[r.regime.kind] + (r.regime.kind === 'oss' ? ` ${r.regime.country}` : ''),
      r.regime.rate,
      sign * taxable,
      sign * vat,
      sign * gross,
      r.fileName,
    ]
  })
  return csvDocument(head, lines)
}
