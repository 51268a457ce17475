import type { BillingData } from './billing'
import { parseEuVat, vatPrefixOf } from '@/lib/eu-vat'
import type { Dealer } from '@/features/dealers/server'

/**
 * A dealer's order is invoiced to the trade account, whatever the form sent: the company, its VAT number
 * and its SDI code or PEC as the operator approved them (ADR 0026). The delivery address and the contact
 * stay the form's. Pure.
 */
export function dealerBilling(
  form: BillingData,
  dealer: Pick<Dealer, 'company' | 'country' | 'vatNumber' | 'sdi' | 'pec'>,
): BillingData {
  const italian = dealer.country === 'IT'
  const eu = italian ? null : parseEuVat(dealer.vatNumber, dealer.country)
  return {
    ...form,
    invoice: 'yes',
    buyer: italian ? 'company' : 'foreign',
    azienda: dealer.company,
    piva: italian ? dealer.vatNumber : '',
    vatId: eu ? `${vatPrefixOf(dealer.country)}${eu.number}` : '',
    // Italian e-invoices reach a company by its SDI code, else by PEC (code 0000000).
    sdi: italian ? dealer.sdi || '0000000' : '',
    pec: italian ? dealer.pec : '',
    cf: '',
  }
}
