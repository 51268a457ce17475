import { DEMO_SELLER as company, sellerAddressLine } from '@/lib/seller'

const companyAddressLine = sellerAddressLine(company)
import { env } from '@/lib/env'
import type { L } from './catalog'

const email = () => env.shopInfoEmail

/**
 * The privacy text. Edition 3 (27 November 2026) says how the pages' speed is measured on real visits
 * (issue 56, ADR 0039); edition 2 (26 November 2026) added review invitations and back-in-stock alerts
 * (issue 40); editions 1 and 2 are kept as they were, so a shop whose page still holds one of them gets the
 * new one on its next start (superseded.ts).
 */
const PRIVACY_EDITION_2 = {
  it: {
    head: `Ultima modifica: 26 novembre 2026 (inviti a recensire, avvisi di disponibilità). Versione precedente: 24/11/2026.`,
    purposes: `

Dopo la consegna di un ordine ti inviamo un solo invito a recensire i prodotti acquistati, come consentito dall'articolo 130, comma 4, del Codice privacy per prodotti che hai acquistato da noi: ogni invito contiene il link per non riceverne più. Se chiedi un avviso di disponibilità per un prodotto esaurito, usiamo il tuo indirizzo solo per quell'avviso (una e-mail quando torna disponibile), con il tuo consenso; puoi annullarlo dal link in ogni e-mail. Se scrivi una recensione, pubblichiamo solo il tuo nome e l'iniziale del cognome, con il testo e le stelle.`,
  },
  en: {
    head: `Last modified: 26 November 2026 (review invitations, back-in-stock alerts). Previous version: 24 November 2026.`,
    purposes: `

After an order is delivered we send you one invitation to review the products you bought, as article 130(4) of the Italian Privacy Code allows for products you bought from us: every invitation carries the link to receive no more. If you ask for a back-in-stock alert for a sold-out product, we use your address only for that alert (one e-mail when it is back), with your consent; you can stop it from the link in every e-mail. If you write a review, we publish only your first name and the initial of your surname, with the text and the stars.`,
  },
}

/** Edition 3: what the measurement of the pages' speed on real visits collects, and why no consent is asked. */
const PRIVACY_EDITION_3 = {
  it: {
    head: `Ultima modifica: 27 novembre 2026 (misura della velocità delle pagine). Versione precedente: 26/11/2026.`,
    measurement: `

Per sapere quanto sono veloci le nostre pagine sui dispositivi dei visitatori, il sito misura in una parte delle visite, con un codice nostro e senza cookie, i tempi di caricamento e di risposta della pagina (le metriche Core Web Vitals: LCP, INP, CLS, FCP, TTFB). Quando la pagina viene chiusa o nascosta invia al nostro server soltanto questi valori, il tipo di pagina (ad esempio "prodotto"), la lingua e la classe del dispositivo (telefono, tablet o computer): nessun identificativo, nessun indirizzo della pagina, nessun dato del browser. Il server li somma in statistiche giornaliere anonime e le cancella dopo 35 giorni; non conserva l'indirizzo IP: per limitare gli abusi conta gli invii di ciascun indirizzo con un'impronta cifrata, che cancella entro un giorno. È una misura statistica aggregata di prima parte, che le Linee guida del Garante del 10 giugno 2021 assimilano agli strumenti tecnici: per questo non chiediamo il consenso. Se il tuo browser invia il segnale Global Privacy Control, non misuriamo nulla.`,
  },
  en: {
    head: `Last modified: 27 November 2026 (measuring the pages' speed). Previous version: 26 November 2026.`,
    measurement: `

To know how fast our pages are on visitors' devices, the site measures, on a share of visits, with our own code and no cookie, the page's loading and response times (the Core Web Vitals metrics: LCP, INP, CLS, FCP, TTFB). When the page is closed or hidden it sends our server only these values, the kind of page (for example "product"), the language and the device class (phone, tablet or computer): no identifier, no page address, no browser data. The server adds them up into anonymous daily statistics and deletes them after 35 days; it does not keep the IP address: to limit abuse it counts each address's sendings under an encrypted fingerprint, deleted within a day. This is first-party aggregated statistical measurement, which the Italian Data Protection Authority's guidelines of 10 June 2021 treat like technical tools: so we do not ask for consent. If your browser sends the Global Privacy Control signal, nothing is measured.`,
  },
}

export const privacy = () => privacyEdition(3)
/** The text of 24 November 2026, word for word (superseded.ts). */
export const privacyEdition1 = () => privacyEdition(1)
/** The text of 26 November 2026, word for word (superseded.ts). */
export const privacyEdition2 = () => privacyEdition(2)

const LAST_MODIFIED = { 1: '2026-11-24', 2: '2026-11-26', 3: '2026-11-27' } as const

const privacyEdition = (edition: 1 | 2 | 3): { title: L; lastModified: string; body: L } => ({
  title: { it: 'Informativa sulla privacy', en: 'Privacy policy' },
  lastModified: LAST_MODIFIED[edition],
  body: {
    it: `${edition === 3 ? PRIVACY_EDITION_3.it.head : edition === 2 ? PRIVACY_EDITION_2.it.head : `Ultima modifica: 24 novembre 2026 (destinatari, trasferimenti, revoca del consenso, dati e cancellazione dall'account). Versione precedente: 10/02/2025.`}

## Titolare del trattamento
${company.name}, ${companyAddressLine}, P.IVA ${company.vatNumber}. E-mail di contatto: ${email()}.

## Tipi di dati raccolti
Dati di navigazione, dati forniti volontariamente (nome, cognome, e-mail, indirizzo, telefono, dati di fatturazione) e dati necessari al pagamento, trattati dal fornitore dei pagamenti.

## Finalità e base giuridica
I dati sono trattati per eseguire il contratto di vendita, rispondere alle richieste, adempiere agli obblighi di legge (fiscali e contabili) e, solo con il tuo consenso, per l'invio della newsletter.${edition >= 2 ? PRIVACY_EDITION_2.it.purposes : ''}

## Destinatari e responsabili del trattamento
I dati sono trattati dal nostro personale autorizzato e comunicati solo a chi ci serve per i fini indicati, nominato responsabile del trattamento quando richiesto dall'articolo 28 del GDPR:
- il fornitore dei pagamenti Stripe (Stripe Payments Europe Ltd, Irlanda), per i pagamenti e i rimborsi;
- il fornitore del servizio di posta elettronica e quello che ospita il sito e i suoi dati, nell'Unione Europea;
- il corriere che consegna l'ordine (nome, indirizzo, telefono);
- il nostro consulente fiscale e, per le fatture elettroniche, l'Agenzia delle Entrate tramite il Sistema di Interscambio;
- Google (Google Ireland Ltd), solo se scegli di accedere con il tuo account Google.

## Trasferimenti fuori dall'Unione Europea
Stripe e Google possono trattare dati negli Stati Uniti. Il trasferimento si basa sulla decisione di adeguatezza della Commissione europea per l'EU-US Data Privacy Framework e, in mancanza, sulle clausole contrattuali tipo approvate dalla Commissione. Puoi chiederne copia scrivendo a ${email()}.

## Cookie
Il sito usa solo cookie tecnici necessari al funzionamento (lingua, sessione, carrello). Nessun cookie di profilazione o di terze parti viene installato senza il tuo consenso, come richiesto dalle Linee guida del Garante.${edition === 3 ? PRIVACY_EDITION_3.it.measurement : ''}

## Diritti dell'interessato
Ai sensi degli articoli 15-22 del GDPR puoi chiedere l'accesso, la rettifica, la cancellazione, la limitazione, la portabilità dei dati e opporti al trattamento, scrivendo a ${email()}. Rispondiamo entro un mese dalla richiesta. Nel tuo account puoi scaricare i tuoi dati ("Scarica i miei dati") e cancellare l'account ("Elimina il mio account") da solo. Puoi revocare il consenso alla newsletter in ogni momento con il link presente in ogni e-mail della newsletter, senza pregiudicare la liceità del trattamento precedente. Puoi proporre reclamo al Garante per la protezione dei dati personali.

## Conservazione
I dati degli ordini sono conservati per 10 anni come previsto dalla normativa fiscale, anche se cancelli l'account; gli altri dati fino alla revoca del consenso, alla cancellazione dell'account o alla cessazione del rapporto.${edition === 3 ? ' Le statistiche sulla velocità delle pagine sono conservate 35 giorni.' : ''}

## Definizioni
Dati personali, trattamento, interessato, titolare e responsabile hanno il significato indicato dall'articolo 4 del Regolamento (UE) 2016/679 (GDPR).`,
    en: `${edition === 3 ? PRIVACY_EDITION_3.en.head : edition === 2 ? PRIVACY_EDITION_2.en.head : 'Last modified: 24 November 2026 (recipients, transfers, withdrawal of consent, data download and deletion in the account). Previous version: 10 February 2025.'}

## Data controller
${company.name}, ${companyAddressLine}, VAT no. ${company.vatNumber}. Contact e-mail: ${email()}.

## Data collected
Browsing data, data you provide (first and last name, e-mail, address, phone, billing details) and the data needed for payment, processed by the payment provider.

## Purposes and legal basis
Data is processed to perform the sales contract, answer requests, meet legal (tax and accounting) obligations and, only with your consent, to send the newsletter.${edition >= 2 ? PRIVACY_EDITION_2.en.purposes : ''}

## Recipients and processors
Data is processed by our authorised staff and disclosed only to those we need for the purposes above, appointed as processors where article 28 of the GDPR requires:
- the payment provider Stripe (Stripe Payments Europe Ltd, Ireland), for payments and refunds;
- the e-mail service provider and the provider hosting the site and its data, in the European Union;
- the carrier delivering the order (name, address, phone);
- our tax adviser and, for e-invoices, the Italian Revenue Agency through its Exchange System (SdI);
- Google (Google Ireland Ltd), only if you choose to sign in with your Google account.

## Transfers outside the European Union
Stripe and Google may process data in the United States. The transfer relies on the European Commission's adequacy decision for the EU-US Data Privacy Framework and, where it does not apply, on the Commission's standard contractual clauses. You may ask for a copy by writing to ${email()}.

## Cookies
The site uses only technical cookies needed to work (language, session, cart). No profiling or third-party cookie is set without your consent, as the Italian Data Protection Authority's guidelines require.${edition === 3 ? PRIVACY_EDITION_3.en.measurement : ''}

## Your rights
Under articles 15-22 of the GDPR you may request access, rectification, erasure, restriction, portability and object to processing by writing to ${email()}. We answer within one month of the request. In your account you can download your data ("Download my data") and delete the account ("Delete my account") yourself. You may withdraw your consent to the newsletter at any time with the link in every newsletter e-mail, without affecting the lawfulness of earlier processing. You may lodge a complaint with the Italian Data Protection Authority (Garante).

## Retention
Order data is kept for 10 years as tax law requires, also if you delete your account; other data until consent is withdrawn, the account is deleted or the relationship ends.${edition === 3 ? " The statistics on the pages' speed are kept for 35 days." : ''}

## Definitions
Personal data, processing, data subject, controller and processor have the meaning given by article 4 of Regulation (EU) 2016/679 (GDPR).`,
  },
})

export const returnPolicy = (): { title: L; body: L } => ({
  title: { it: 'Politica di reso', en: 'Return policy' },
  body: {
    it: `## Diritto di recesso
Ai sensi degli articoli 52 e seguenti del Codice del Consumo hai diritto di recedere dall'acquisto entro 14 giorni dalla consegna, senza dover fornire alcuna motivazione.

## Come recedere
Usa il pulsante **"Recedi dal contratto qui"**: nella pagina dell'ordine del tuo account, oppure dal link nell'e-mail di conferma dell'ordine e in quella di spedizione (anche se hai acquistato senza account). Scegli gli articoli, conferma con "Conferma recesso" e ricevi subito per e-mail la conferma di ricezione con data e ora. Puoi anche scrivere a ${email()} indicando il numero dell'ordine.

## Come restituire un prodotto
Spedisci gli articoli entro 14 giorni dalla comunicazione del recesso. Le spese di spedizione del reso sono a carico dell'acquirente. Maneggia il prodotto solo quanto serve per valutarlo: rispondi della sua diminuzione di valore oltre quell'uso; la confezione originale non è una condizione per il recesso.

## Rimborso
Rimborsiamo l'importo pagato, comprese le spese di consegna standard, entro 14 giorni dal giorno in cui ci comunichi il recesso, con lo stesso mezzo di pagamento usato per l'acquisto. Possiamo trattenere il rimborso finché non riceviamo gli articoli o la prova che li hai spediti.

## Prodotti danneggiati
Se un prodotto arriva danneggiato, scrivi a ${email()} indicando nome, numero e data dell'ordine, una descrizione del danno e le fotografie.`,
    en: `## Right of withdrawal
Under articles 52 and following of the Italian Consumer Code you may withdraw from your purchase within 14 days of delivery, without giving any reason.

## How to withdraw
Use the **"Withdraw from contract here"** button: on the order's page in your account, or through the link in the order confirmation and shipping e-mails (also if you bought without an account). Choose the items, confirm with "Confirm withdrawal" and you receive the acknowledgement with date and time by e-mail at once. You may also write to ${email()} with your order number.

## How to return a product
Send the items back within 14 days of telling us. The buyer pays the return shipping. Handle the product only as far as needed to judge it: you answer for any loss in value beyond that; the original packaging is not a condition of the withdrawal.

## Refund
We refund the amount paid, including standard delivery costs, within 14 days of the day you tell us of your withdrawal, using the payment method of the purchase. We may hold the refund until we receive the items or your proof of having sent them.

## Damaged products
If a product arrives damaged, write to ${email()} with your name, the order number and date, a description of the damage and photos.`,
  },
})

/** The shipping amounts are placeholders: the page shows the shop settings' live figures (pricing/shipping-text.ts). */
export const shippingPolicy = (): { title: L; body: L } => ({
  title: { it: 'Spedizioni', en: 'Shipping policy' },
  body: {
    it: `## Dove spediamo
Spediamo in Italia e nei paesi dell'Unione Europea.

## Costi
{spedizione_italia} in Italia, {spedizione_estero} negli altri paesi. La spedizione è gratuita per ordini a partire da {spedizione_gratuita_da}.

## Tempi
La preparazione dell'ordine richiede fino a 3 giorni lavorativi (fino a 7 nei periodi di picco). La consegna avviene in circa 2 giorni lavorativi dall'affidamento al corriere.

## Consegna
Il corriere effettua due tentativi di consegna; dopo il secondo il pacco viene portato al centro di distribuzione più vicino.`,
    en: `## Where we ship
We ship to Italy and the countries of the European Union.

## Costs
{spedizione_italia} to Italy, {spedizione_estero} to other countries. Shipping is free for orders from {spedizione_gratuita_da}.

## Times
Preparing an order takes up to 3 business days (up to 7 in peak periods). Delivery takes about 2 business days after handover to the carrier.

## Delivery
The carrier makes two delivery attempts; after the second the parcel goes to the nearest distribution center.`,
  },
})
