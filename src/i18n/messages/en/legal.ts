/** English texts of the seller's identity and the model withdrawal form (src/lib/seller.ts, src/lib/withdrawal-form.ts). */
export const legal = {
  /** The file name of the terms of sale attached to the order confirmation. */
  termsFile: 'terms-of-sale.pdf',
  sellerIdentity: {
    vatNumber: 'VAT no.',
    taxCode: 'Tax code',
    shareCapital: 'Share capital €{amount} fully paid',
    soleShareholder: 'Sole shareholder',
    inLiquidation: 'In liquidation',
  },
  /** Annex I-B of Directive 2011/83; `{seller}` is filled in. */
  withdrawalForm: {
    title: 'Model withdrawal form',
    lines: [
      '(complete and return this form only if you wish to withdraw from the contract)',
      '— To: {seller}',
      '— I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*),',
      '— Ordered on (*)/received on (*),',
      '— Name of consumer(s),',
      '— Address of consumer(s),',
      '— Signature of consumer(s) (only if this form is notified on paper),',
      '— Date',
      '(*) Delete as appropriate.',
    ],
  },
}
