import { describe, expect, it } from 'vitest'
import { detectDelimiter, readProductCsv } from './read-csv'

const enc = (s: string) => new TextEncoder().encode(s)

describe('reading the product CSV', () => {
  it('detects ; and , (and tab) from the header, outside quotes', () => {
    expect(detectDelimiter('sku;variant_sku;price\n1,2;3')).toBe(';')
    expect(detectDelimiter('sku,variant_sku,price\nA;B')).toBe(',')
    expect(detectDelimiter('"a;b;c",sku,price')).toBe(',')
    expect(detectDelimiter('sku\tvariant_sku\tprice')).toBe('\t')
  })
  it('reads Excel’s file: BOM, CRLF, quoted cells with the delimiter, line numbers of the file', () => {
    const r = readProductCsv(enc('\uFEFFsku;variant_sku;name_it\r\nA1;;"Vaso; blu"\r\n\r\nA2;;Caffè\r\n'))
    expect(r).toEqual({
      ok: true,
      columns: ['sku', 'variant_sku', 'name_it'],
      rows: [
        { line: 2, cells: { sku: 'A1', variant_sku: '', name_it: 'Vaso; blu' } },
        { line: 4, cells: { sku: 'A2', variant_sku: '', name_it: 'Caffè' } },
      ],
    })
  })
  it('reads a comma-separated file and header names in any case', () => {
    const r = readProductCsv(enc('SKU,Variant_SKU,Price\nA1,,"12,50"\n'))
    expect(r.ok && r.rows[0]!.cells).toEqual({ sku: 'A1', variant_sku: '', price: '12,50' })
  })
  it('refuses a missing, unknown or repeated column', () => {
    expect(readProductCsv(enc('variant_sku;price\n;1'))).toEqual({
      ok: false,
      refusals: [
        { line: 1, reason: 'Manca la colonna obbligatoria «sku».', en: 'The required column «sku» is missing.' },
      ],
    })
    const r = readProductCsv(enc('sku;variant_sku;prezo;sku\n'))
    expect(r.ok ? [] : r.refusals.map((x) => x.reason.slice(0, 30))).toEqual([
      'Colonna sconosciuta «prezo»: l',
      'La colonna «sku» compare due v',
    ])
  })
  it('refuses another encoding, binary garbage, an empty file, a broken quote, too many bytes or rows', () => {
    const latin1 = Uint8Array.from([0x73, 0x6b, 0x75, 0x0a, 0x43, 0x61, 0x66, 0x66, 0xe8])
    const reason = (b: Uint8Array) => {
      const r = readProductCsv(b)
      return r.ok ? null : r.refusals[0]!.reason
    }
    expect(reason(latin1)).toMatch(/non è in UTF-8/)
    expect(reason(Uint8Array.from([0x73, 0, 0x6b]))).toMatch(/binari/)
    expect(reason(new Uint8Array())).toBe('Il file è vuoto.')
    expect(reason(enc('sku;variant_sku\n"A;\n'))).toMatch(/^CSV non leggibile: virgolette/)
    expect(reason(enc('sku;variant_sku\nA;;x\n'))).toMatch(/numero di colonne/)
    expect(reason(new Uint8Array(10 * 1024 * 1024 + 1))).toMatch(/troppo grande/)
    const rows = 'sku;variant_sku\n' + 'A;\n'.repeat(20_001)
    expect(reason(enc(rows))).toMatch(/più di 20.000 righe/)
    expect(readProductCsv(enc('sku;variant_sku\n' + 'A;\n'.repeat(20_000))).ok).toBe(true)
    // In English too, for /cms in English.
    const english = (b: Uint8Array) => {
      const r = readProductCsv(b)
      return r.ok ? null : r.refusals[0]!.en
    }
    expect(english(latin1)).toMatch(/^The file is not UTF-8/)
    expect(english(enc(rows))).toMatch(/more than 20,000 rows/)
    expect(english(new Uint8Array(10 * 1024 * 1024 + 1))).toMatch(/^The file is too large/)
  })
})
