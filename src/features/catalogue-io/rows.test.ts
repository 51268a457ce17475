import { describe, expect, it } from 'vitest'
import { rowsToEdits } from './rows'
import type { CsvRow } from './read-csv'

const row = (line: number, cells: CsvRow['cells']): CsvRow => ({ line, cells })

describe('rows as edits', () => {
  it('reads a product row and its variants’ rows; absent columns change nothing, empty optional cells clear', () => {
    const { edits, refusals } = rowsToEdits([
      row(2, { sku: 'C1', variant_sku: 'C1-L', name_it: 'Lavanda', stock: '4' }),
      row(3, {
        sku: 'C1',
        variant_sku: '',
        name_it: 'Candela',
        price: '12,50',
        gtin: '4006381333931',
        weight_g: '',
        status: 'bozza',
      }),
    ])
    expect(refusals).toEqual([])
    expect(edits).toEqual([
      {
        line: 3,
        sku: 'C1',
        hasRow: true,
        name: { it: 'Candela' },
        price: 12.5,
        gtin: '4006381333931',
        weight: null,
        status: 'draft',
        variants: [{ line: 2, sku: 'C1-L', name: { it: 'Lavanda' }, stock: 4 }],
      },
    ])
  })
  it('refuses each problem with its line, in Italian', () => {
    const { edits, refusals } = rowsToEdits([
      row(2, { sku: 'A', variant_sku: '', price: '12.345' }),
      row(3, { sku: 'B', variant_sku: '', price: '-3' }),
      row(4, { sku: 'C', variant_sku: '', price: '5', stock: '2.5', status: 'live' }),
      row(5, { sku: 'D', variant_sku: '', name_it: '@SUM(A1)' }),
      row(6, { sku: 'E', variant_sku: '', price: '5' }),
      row(7, { sku: 'E', variant_sku: '', price: '6' }),
      row(8, { sku: 'F', variant_sku: 'F-1', price: '6' }),
      row(9, { sku: '', variant_sku: '' }),
      row(10, { sku: 'G', variant_sku: '', weight_g: '0', gtin: '123' }),
    ])
    expect(edits.map((e) => e.sku)).toEqual(['E'])
    expect(refusals.map((r) => [r.line, r.reason.slice(0, 28)])).toEqual([
      [2, 'Prezzo: Prezzo non valido «1'],
      [3, 'Prezzo: la cella inizia con '],
      [4, 'Pezzi: Pezzi non validi «2.5'],
      [4, 'Stato: Stato non valido «liv'],
      [5, 'Nome (IT): la cella inizia c'],
      [7, 'SKU «E» ripetuto: compare gi'],
      [8, 'Prezzo: una riga di variante'],
      [9, 'SKU: SKU mancante.'],
      [10, 'Peso: Peso non valido «0»: g'],
      [10, 'GTIN: GTIN non valido «123»:'],
    ])
  })
  it('gives each row’s reasons in English too', () => {
    const { refusals } = rowsToEdits([row(2, { sku: 'A', variant_sku: '', price: '1,234', name_it: '+x' })])
    expect(refusals.map((r) => r.en)).toEqual([
      expect.stringMatching(/^Price: the cell starts with|^Name \(IT\): the cell starts with/),
    ])
    const bad = rowsToEdits([row(3, { sku: 'B', variant_sku: '', price: '1,234', stock: 'x' })]).refusals
    expect(bad.map((r) => r.en)).toEqual([
      'Price: Invalid price «1,234»: write an amount in euros such as 12,50.',
      'Pieces: Invalid pieces «x»: a whole number from 0.',
    ])
  })
  it('takes text the export escaped with an apostrophe as the text itself', () => {
    const { edits } = rowsToEdits([row(2, { sku: 'A', variant_sku: '', name_it: "'=Sconto" })])
    expect(edits[0]!.name).toEqual({ it: '=Sconto' })
  })
})
