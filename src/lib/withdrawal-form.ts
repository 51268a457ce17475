import { sellerAddressLine, type Seller } from './seller'

type Lang = 'it' | 'en'

/**
 * The model withdrawal form of Annex I-B of Directive 2011/83 (Consumer Code, allegato I, parte B), with
 * the seller's details filled in. One text for the terms of sale, the order confirmation e-mail and its PDF.
 */
export function modelWithdrawalForm(lang: Lang, s: Seller, email: string): { title: string; lines: string[] } {
  const seller = `${s.name}, ${sellerAddressLine(s)}, ${email}`
  return lang === 'it'
    ? {
        title: 'Modulo di recesso tipo',
        lines: [
          '(compilare e restituire il presente modulo solo se si desidera recedere dal contratto)',
          `— Destinatario: ${seller}`,
          '— Con la presente io/noi (*) notifichiamo il recesso dal mio/nostro (*) contratto di vendita dei seguenti beni (*)/di prestazione del seguente servizio (*)',
          '— Ordinato il (*)/ricevuto il (*)',
          '— Nome del/dei consumatore(i)',
          '— Indirizzo del/dei consumatore(i)',
          '— Firma del/dei consumatore(i) (solo se il presente modulo è notificato in versione cartacea)',
          '— Data',
          '(*) Cancellare la dicitura inutile.',
        ],
      }
    : {
        title: 'Model withdrawal form',
        lines: [
          '(complete and return this form only if you wish to withdraw from the contract)',
          `— To: ${seller}`,
          '— I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*),',
          '— Ordered on (*)/received on (*),',
          '— Name of consumer(s),',
          '— Address of consumer(s),',
          '— Signature of consumer(s) (only if this form is notified on paper),',
          '— Date',
          '(*) Delete as appropriate.',
        ],
      }
}
