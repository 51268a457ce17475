import { describe, expect, it } from 'vitest'
import { emptyBilling } from './billing'
import { dealerBilling } from './dealer-billing'
import type { Dealer } from '@/features/dealers/data'

const dealer: Dealer = {
  userId: '7',
  company: 'Candele & Co. S.r.l.',
  country: 'IT',
  vatNumber: '01234567897',
  sdi: 'ABC1234',
  pec: '',
  percentOff: 40,
  priceList: 'Rivenditori',
  paymentTermsDays: 0,
}

describe('a dealer’s invoice data', () => {
  it('comes from the trade account, not from what the form sent', () => {
    const form = {
      ...emptyBilling(),
      invoice: 'no' as const,
      azienda: 'Someone Else',
      piva: '99999999999',
      sdi: 'ZZZZZZZ',
      city: 'Treviso',
    }
    expect(dealerBilling(form, dealer)).toMatchObject({
      invoice: 'yes',
      buyer: 'company',
      azienda: 'Candele & Co. S.r.l.',
      piva: '01234567897',
      sdi: 'ABC1234',
      city: 'Treviso',
    })
  })

  it('reaches an Italian dealer without an SDI code by PEC (0000000)', () => {
    expect(dealerBilling(emptyBilling(), { ...dealer, sdi: '', pec: 'ordini@pec.example.it' })).toMatchObject({
      sdi: '0000000',
      pec: 'ordini@pec.example.it',
    })
  })

  it('bills an EU dealer as a business abroad by its VAT number with the country prefix', () => {
    const fr = { ...dealer, country: 'FR', vatNumber: '40303265045', sdi: '', pec: '' }
    expect(dealerBilling(emptyBilling(), fr)).toMatchObject({
      buyer: 'foreign',
      vatId: 'FR40303265045',
      piva: '',
      sdi: '',
    })
    const gr = { ...dealer, country: 'GR', vatNumber: 'EL094259216', sdi: '', pec: '' }
    expect(dealerBilling(emptyBilling(), gr).vatId).toBe('EL094259216')
  })
})
