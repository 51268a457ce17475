import { DEMO_SELLER as company, sellerAddressLine } from '@/lib/seller'

const companyAddressLine = sellerAddressLine(company)
import { env } from '@/lib/env'
import type { L } from './catalog'
import { privacyEdition1, privacyEdition2 } from './policies'

/**
 * Seed texts of earlier releases, replaced since (the privacy text before the recipients, transfers and
 * self-service; the return policy with the packaging condition and the late refund). A shop whose page
 * still holds one of them word for word (the operator never edited it) gets the current text on its next
 * start (`ensurePolicies`); an edited page is left alone.
 */

const email = () => env.shopInfoEmail

const privacy2025 = (): { title: L; lastModified: string; body: L } => ({
  title: { it: 'Informativa sulla privacy', en: 'Privacy policy' },
  lastModified: '2025-02-10',
  body: {
    it: `Ultima modifica: 10 febbraio 2025.

## Titolare del trattamento
${company.name}, ${companyAddressLine}, P.IVA ${company.vatNumber}. E-mail di contatto: ${email()}.

## Tipi di dati raccolti
Dati di navigazione, dati forniti volontariamente (nome, cognome, e-mail, indirizzo, telefono, dati di fatturazione) e dati necessari al pagamento, trattati dal fornitore dei pagamenti.

## Finalità e base giuridica
I dati sono trattati per eseguire il contratto di vendita, rispondere alle richieste, adempiere agli obblighi di legge (fiscali e contabili) e, solo con il tuo consenso, per l'invio della newsletter.

## Cookie
Il sito usa solo cookie tecnici necessari al funzionamento (lingua, sessione, carrello). Nessun cookie di profilazione o di terze parti viene installato senza il tuo consenso, come richiesto dalle Linee guida del Garante.

## Diritti dell'interessato
Ai sensi degli articoli 15-22 del GDPR puoi chiedere l'accesso, la rettifica, la cancellazione, la limitazione, la portabilità dei dati e opporti al trattamento, scrivendo a ${email()}. Rispondiamo entro un mese dalla richiesta. Puoi proporre reclamo al Garante per la protezione dei dati personali.

## Conservazione
I dati degli ordini sono conservati per 10 anni come previsto dalla normativa fiscale; gli altri dati fino alla revoca del consenso o alla cessazione del rapporto.

## Definizioni
Dati personali, trattamento, interessato, titolare e responsabile hanno il significato indicato dall'articolo 4 del Regolamento (UE) 2016/679 (GDPR).`,
    en: `Last modified: 10 February 2025.

## Data controller
${company.name}, ${companyAddressLine}, VAT no. ${company.vatNumber}. Contact e-mail: ${email()}.

## Data collected
Browsing data, data you provide (first and last name, e-mail, address, phone, billing details) and the data needed for payment, processed by the payment provider.

## Purposes and legal basis
Data is processed to perform the sales contract, answer requests, meet legal (tax and accounting) obligations and, only with your consent, to send the newsletter.

## Cookies
The site uses only technical cookies needed to work (language, session, cart). No profiling or third-party cookie is set without your consent, as the Italian Data Protection Authority's guidelines require.

## Your rights
Under articles 15-22 of the GDPR you may request access, rectification, erasure, restriction, portability and object to processing by writing to ${email()}. We answer within one month of the request. You may lodge a complaint with the Italian Data Protection Authority (Garante).

## Retention
Order data is kept for 10 years as tax law requires; other data until consent is withdrawn or the relationship ends.

## Definitions
Personal data, processing, data subject, controller and processor have the meaning given by article 4 of Regulation (EU) 2016/679 (GDPR).`,
  },
})

const return2025 = (): { title: L; body: L } => ({
  title: { it: 'Politica di reso', en: 'Return policy' },
  body: {
    it: `## Diritto di recesso
Ai sensi degli articoli 52 e seguenti del Codice del Consumo hai diritto di recedere dall'acquisto entro 14 giorni dalla consegna, senza dover fornire alcuna motivazione.

## Come restituire un prodotto
Scrivi a ${email()} indicando il numero dell'ordine. Il prodotto va restituito integro, nella confezione originale, entro 14 giorni dalla comunicazione del recesso. Le spese di spedizione del reso sono a carico dell'acquirente.

## Rimborso
Rimborsiamo l'importo pagato, comprese le spese di consegna standard, entro 14 giorni dal ricevimento del reso, con lo stesso mezzo di pagamento usato per l'acquisto.

## Prodotti danneggiati
Se un prodotto arriva danneggiato, scrivi a ${email()} indicando nome, numero e data dell'ordine, una descrizione del danno e le fotografie.`,
    en: `## Right of withdrawal
Under articles 52 and following of the Italian Consumer Code you may withdraw from your purchase within 14 days of delivery, without giving any reason.

## How to return a product
Write to ${email()} with your order number. The product must be returned intact, in its original packaging, within 14 days of telling us. The buyer pays the return shipping.

## Refund
We refund the amount paid, including standard delivery costs, within 14 days of receiving the return, using the payment method of the purchase.

## Damaged products
If a product arrives damaged, write to ${email()} with your name, the order number and date, a description of the damage and photos.`,
  },
})

/** The shipping policy with the amounts written out (before the shop settings). */
const shipping2025 = (): { body: L } => ({
  body: {
    it: `## Dove spediamo
Spediamo in Italia e nei paesi dell'Unione Europea.

## Costi
5,99 € in Italia, 14,99 € negli altri paesi. La spedizione è gratuita per ordini a partire da 89,69 €.

## Tempi
La preparazione dell'ordine richiede fino a 3 giorni lavorativi (fino a 7 nei periodi di picco). La consegna avviene in circa 2 giorni lavorativi dall'affidamento al corriere.

## Consegna
Il corriere effettua due tentativi di consegna; dopo il secondo il pacco viene portato al centro di distribuzione più vicino.`,
    en: `## Where we ship
We ship to Italy and the countries of the European Union.

## Costs
€5.99 in Italy, €14.99 in other countries. Shipping is free for orders from €89.69.

## Times
Preparing an order takes up to 3 business days (up to 7 in peak periods). Delivery takes about 2 business days after handover to the carrier.

## Delivery
The carrier makes two delivery attempts; after the second the parcel goes to the nearest distribution center.`,
  },
})

export const SUPERSEDED: Partial<Record<string, (() => { body: L })[]>> = {
  privacy: [privacy2025, privacyEdition1, privacyEdition2],
  return: [return2025],
  shipping: [shipping2025],
}
