import { describe, expect, it } from 'vitest'
import { csvDocument } from './csv'

describe('CSV for the operator', () => {
  it('writes amounts with a decimal comma, quotes what needs it, starts with a BOM', () => {
    const out = csvDocument(
      ['Nome', 'Totale'],
      [
        ['Rossi; Bianchi', 12.5],
        ['Lo "Zio"', -3],
      ],
    )
    expect(out).toBe('\uFEFFNome;Totale\r\n"Rossi; Bianchi";12,50\r\n"Lo ""Zio""";-3,00\r\n')
  })
  it('never lets a text cell run as a spreadsheet formula', () => {
    const out = csvDocument(['Nome'], [['=HYPERLINK("http://x")'], ['+39 333'], ['@SUM(A1)'], [null]])
    expect(out.split('\r\n').slice(1, 5)).toEqual(['"\'=HYPERLINK(""http://x"")"', "'+39 333", "'@SUM(A1)", ''])
  })
})
