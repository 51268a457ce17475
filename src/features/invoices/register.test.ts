import { describe, expect, it } from 'vitest'
import { DOMESTIC, vatRegime } from '@/features/tax/regime'
import { registerCsv, type RegisterRow } from './register'

const row = (over: Partial<RegisterRow>): RegisterRow => ({
  type: 'TD01',
  number: '2026/0001',
  date: '2026-11-02',
  customer: 'Bottega Verdi S.n.c.',
  taxId: '01234567897',
  country: 'IT',
  regime: DOMESTIC,
  total: 122,
  fileName: 'IT04123450266_26001.xml',
  ...over,
})

describe('VAT register for the accountant', () => {
  it('lists invoices and credit notes by date and number, with taxable, VAT and total per regime', () => {
    const csv = registerCsv([
      row({
        number: '2026/0003',
        date: '2026-11-20',
        type: 'TD04',
        refersTo: '2026/0001',
        total: 61,
        fileName: 'c.xml',
      }),
      row({}),
      row({
        number: '2026/0002',
        date: '2026-11-05',
        customer: 'Glas GmbH; München',
        taxId: 'DE123456789',
        country: 'DE',
        regime: vatRegime({ destination: 'DE', buyer: 'eu-business', oss: false }),
        total: 60.65,
      }),
    ])
    expect(csv.startsWith('\uFEFFTipo;Numero;Data;Rif. fattura;Cliente')).toBe(true)
    const lines = csv.trim().split('\r\n')
    expect(lines).toHaveLength(4)
    expect(lines[1]).toBe(
      'Fattura;2026/0001;2026-11-02;;Bottega Verdi S.n.c.;01234567897;IT;IVA Italia;22,00;100,00;22,00;122,00;IT04123450266_26001.xml',
    )
    expect(lines[2]).toContain(
      ';"Glas GmbH; München";DE123456789;DE;Non imponibile art. 41 D.L. 331/93 (N3.2);0,00;60,65;0,00;60,65;',
    )
    expect(lines[3]).toBe(
      'Nota di credito;2026/0003;2026-11-20;2026/0001;Bottega Verdi S.n.c.;01234567897;IT;IVA Italia;22,00;-50,00;-11,00;-61,00;c.xml',
    )
  })
})
