/** Italian texts of the seller's identity and the model withdrawal form (src/lib/seller.ts, src/lib/withdrawal-form.ts). */
export const legal = {
  /** The file name of the terms of sale attached to the order confirmation. */
  termsFile: 'condizioni-di-vendita.pdf',
  sellerIdentity: {
    vatNumber: 'P.IVA',
    taxCode: 'C.F.',
    shareCapital: 'Capitale sociale € {amount} i.v.',
    soleShareholder: 'Socio unico',
    inLiquidation: 'In liquidazione',
  },
  /** Annex I-B of Directive 2011/83 (Codice del Consumo, allegato I, parte B); `{seller}` is filled in. */
  withdrawalForm: {
    title: 'Modulo di recesso tipo',
    lines: [
      '(compilare e restituire il presente modulo solo se si desidera recedere dal contratto)',
      '— Destinatario: {seller}',
      '— Con la presente io/noi (*) notifichiamo il recesso dal mio/nostro (*) contratto di vendita dei seguenti beni (*)/di prestazione del seguente servizio (*)',
      '— Ordinato il (*)/ricevuto il (*)',
      '— Nome del/dei consumatore(i)',
      '— Indirizzo del/dei consumatore(i)',
      '— Firma del/dei consumatore(i) (solo se il presente modulo è notificato in versione cartacea)',
      '— Data',
      '(*) Cancellare la dicitura inutile.',
    ],
  },
}
