import { DEMO_SELLER as company, sellerAddressLine } from '@/lib/seller'

const companyAddressLine = sellerAddressLine(company)
import { env } from '@/lib/env'
import { modelWithdrawalForm } from '@/lib/withdrawal-form'
import { messages } from '@/i18n/messages'
import type { L } from './catalog'

/** The terms of sale and the accessibility statement, as seeded (the operator edits them in /cms). */

const email = () => env.shopInfoEmail
const form = (lang: 'it' | 'en') => {
  const f = modelWithdrawalForm(messages[lang].withdrawalForm, company, email())
  return `## ${f.title}\n${f.lines[0]}\n\n${f.lines
    .slice(1)
    .map((l) => `- ${l.replace(/^— /, '')}`)
    .join('\n')}`
}

export const terms = (): { title: L; lastModified: string; body: L } => ({
  title: { it: 'Condizioni generali di vendita', en: 'Terms of sale' },
  lastModified: '2026-11-24',
  body: {
    it: `Queste condizioni regolano le vendite a distanza del negozio online Vetrina a consumatori e imprese. Per i consumatori valgono in ogni caso le tutele del Codice del Consumo (D.Lgs. 206/2005).

## Venditore
${company.name}, ${companyAddressLine}, P.IVA ${company.vatNumber}. Telefono ${company.phone}, e-mail ${email()}.

## Come si conclude il contratto
Scegli i prodotti e mettili nel carrello; alla cassa inserisci i tuoi dati, controlli il riepilogo con i prezzi e le spese di spedizione, accetti queste condizioni e premi "Ordina e paga". Il contratto si conclude quando il pagamento è accettato: ti inviamo subito per e-mail la conferma dell'ordine con queste condizioni in PDF e il modulo di recesso. Il contratto si può concludere in italiano o in inglese; lo conserviamo e lo trovi anche nel tuo account, se ne hai uno. Prima di pagare puoi correggere i dati e il carrello in ogni momento.

## Prezzi e IVA
I prezzi sono in euro e comprendono l'IVA. Le spese di spedizione sono indicate nel carrello e alla cassa prima dell'ordine. Il prezzo che paghi è quello mostrato al momento dell'ordine.

## Pagamento
Paghi con carta di credito o di debito (e con gli altri metodi, come il bonifico, che la pagina di pagamento mostra) sulla pagina sicura del nostro fornitore di pagamenti, Stripe. I dati della carta non passano dai nostri server. L'importo viene addebitato al momento dell'ordine.

## Consegna
Spediamo in Italia e nei paesi dell'Unione Europea. La preparazione richiede fino a 3 giorni lavorativi (fino a 7 nei periodi di picco) e la consegna circa 2 giorni lavorativi dall'affidamento al corriere, in ogni caso entro 30 giorni dall'ordine. Ti inviamo il codice di tracciamento alla spedizione. Il rischio di perdita o danneggiamento passa a te quando ricevi i beni.

## Diritto di recesso
Se sei un consumatore puoi recedere dal contratto entro 14 giorni dal giorno in cui ricevi i beni (o l'ultimo di essi), senza dare motivazioni e senza penali. Per recedere usa il pulsante "Recedi dal contratto qui" nella pagina dell'ordine del tuo account o il link nelle e-mail di conferma e di spedizione (anche senza account), oppure inviaci una dichiarazione esplicita, per esempio con il modulo qui sotto, a ${email()} o all'indirizzo del venditore. Ti confermiamo subito per e-mail la ricezione del recesso, con data e ora.

Rimborsiamo tutti i pagamenti ricevuti, comprese le spese di consegna standard, entro 14 giorni dal giorno in cui riceviamo la comunicazione del recesso, con lo stesso mezzo di pagamento usato, senza costi per te. Possiamo trattenere il rimborso finché non riceviamo i beni o la prova che li hai spediti. Rispediscili senza indebito ritardo e comunque entro 14 giorni dalla comunicazione del recesso a ${companyAddressLine}; il costo diretto della restituzione è a tuo carico. Rispondi solo della diminuzione del valore dei beni dovuta a una manipolazione diversa da quella necessaria per stabilirne la natura, le caratteristiche e il funzionamento. La confezione originale non è una condizione per recedere.

${form('it')}

## Garanzia legale di conformità
Per i consumatori il venditore risponde di ogni difetto di conformità che si manifesta entro 2 anni dalla consegna (articoli 128 e seguenti del Codice del Consumo). La garanzia è gratuita e non dipende da alcuna garanzia commerciale. Per usarla scrivi a ${email()} indicando il numero dell'ordine, il difetto e, se puoi, una fotografia. Hai diritto al ripristino della conformità con la riparazione o la sostituzione del bene, senza spese, entro un tempo ragionevole; se non è possibile, se non avviene o se il difetto è grave, a una riduzione del prezzo o alla risoluzione del contratto. Le spese di spedizione per la garanzia sono a nostro carico.

## Prodotti danneggiati nel trasporto
Se il pacco arriva danneggiato, scrivi a ${email()} indicando il numero dell'ordine, una descrizione del danno e le fotografie: lo trattiamo come un difetto di conformità.

## Reclami e controversie
Per qualsiasi reclamo scrivi a ${email()}: rispondiamo entro 10 giorni lavorativi. Puoi rivolgerti anche a un organismo di risoluzione alternativa delle controversie dei consumatori (ADR) iscritto negli elenchi del Ministero delle Imprese e del Made in Italy. Il contratto è regolato dalla legge italiana; per il consumatore restano le tutele inderogabili della legge del suo paese di residenza, e il foro competente è quello del luogo di residenza o domicilio del consumatore.`,
    en: `These terms govern the distance sales of the Vetrina online shop to consumers and businesses. Consumers always keep the protection of the Italian Consumer Code (Legislative Decree 206/2005).

## Seller
${company.name}, ${companyAddressLine}, VAT no. ${company.vatNumber}. Phone ${company.phone}, e-mail ${email()}.

## How the contract is made
Choose products and put them in the cart; at checkout you enter your details, check the summary with prices and shipping costs, accept these terms and press "Place order and pay". The contract is made when the payment is accepted: we e-mail you the order confirmation at once, with these terms as a PDF and the withdrawal form. The contract may be made in Italian or English; we keep it and, if you have an account, you find it there too. Before paying you may correct your details and the cart at any time.

## Prices and VAT
Prices are in euro and include VAT. Shipping costs are shown in the cart and at checkout before you order. You pay the price shown when you order.

## Payment
You pay by credit or debit card (and the other methods, such as bank transfer, that the payment page shows) on the secure page of our payment provider, Stripe. Card details never pass through our servers. The amount is charged when you order.

## Delivery
We ship to Italy and the countries of the European Union. Preparing an order takes up to 3 business days (up to 7 in peak periods) and delivery about 2 business days after handover to the carrier, in any case within 30 days of the order. We send you the tracking code when the parcel leaves. The risk of loss or damage passes to you when you receive the goods.

## Right of withdrawal
If you are a consumer you may withdraw from the contract within 14 days of the day you receive the goods (or the last of them), without giving any reason and without penalty. To withdraw, use the "Withdraw from contract here" button on the order's page in your account or the link in the confirmation and shipping e-mails (also without an account), or send us a clear statement, for example with the form below, to ${email()} or the seller's address. We confirm receipt of your withdrawal by e-mail at once, with date and time.

We refund all payments received, including standard delivery costs, within 14 days of the day we are told of your withdrawal, using the payment method you used, at no cost to you. We may hold the refund until we receive the goods or your proof of having sent them. Send them back without undue delay and in any case within 14 days of telling us, to ${companyAddressLine}; you bear the direct cost of returning them. You are only liable for any loss in value of the goods caused by handling beyond what is needed to establish their nature, characteristics and functioning. The original packaging is not a condition of withdrawal.

${form('en')}

## Legal guarantee of conformity
For consumers the seller is liable for any lack of conformity that becomes apparent within 2 years of delivery (articles 128 and following of the Italian Consumer Code). The guarantee is free of charge and independent of any commercial guarantee. To use it, write to ${email()} with the order number, the defect and, if you can, a photo. You are entitled to have the goods brought into conformity by repair or replacement, free of charge, within a reasonable time; if that is impossible, does not happen or the defect is serious, to a price reduction or to end the contract. We pay the shipping costs of a guarantee claim.

## Goods damaged in transit
If the parcel arrives damaged, write to ${email()} with the order number, a description of the damage and photos: we treat it as a lack of conformity.

## Complaints and disputes
Send any complaint to ${email()}: we answer within 10 business days. You may also turn to a consumer alternative dispute resolution (ADR) body listed by the Italian Ministry of Enterprises and Made in Italy. The contract is governed by Italian law; consumers keep the mandatory protection of the law of their country of residence, and the competent court is that of the consumer's place of residence or domicile.`,
  },
})

export const accessibility = (): { title: L; lastModified: string; body: L } => ({
  title: { it: 'Dichiarazione di accessibilità', en: 'Accessibility statement' },
  lastModified: '2026-11-24',
  body: {
    it: `${company.name} si impegna a rendere accessibile il proprio negozio online, in conformità al D.Lgs. 82/2022 che recepisce l'Atto europeo sull'accessibilità (Direttiva (UE) 2019/882), e alle Linee guida dell'AgID.

## Stato di conformità
Questo sito è parzialmente conforme ai requisiti della norma EN 301 549 e alle Linee guida per l'accessibilità dei contenuti web (WCAG) 2.1 livello AA; miriamo al livello AA delle WCAG 2.2. "Parzialmente" per i contenuti non accessibili elencati qui sotto.

## Come è stato verificato
Con un'autovalutazione. A ogni modifica del sito, prove automatiche controllano ogni pagina del negozio in italiano e in inglese con axe-core (nessuna violazione ammessa) e prove con la sola tastiera verificano menu, carrello, cassa, account, moduli e finestre di dialogo, con il focus sempre visibile.

## Contenuti non accessibili
- Le fatture e le condizioni di vendita in PDF allegate alle e-mail non sono PDF accessibili (con tag): lo stesso contenuto è disponibile in HTML nella pagina dell'ordine, nella pagina di conferma e nella pagina Condizioni di vendita.
- Il video della pagina iniziale è decorativo, senza audio e senza informazioni; si può mettere in pausa.
- La mappa della pagina Contatti è un collegamento a OpenStreetMap, un sito di terzi non coperto da questa dichiarazione; l'indirizzo è scritto anche come testo.
- L'area riservata all'operatore (/cms) è fuori dal servizio offerto ai consumatori.

## Segnalazioni e contatti
Se incontri un ostacolo o vuoi un contenuto in un formato accessibile, scrivi a ${email()} o chiama il ${company.phone}: rispondiamo entro 30 giorni.

## Procedura di attuazione
Se la risposta non è soddisfacente o non arriva entro 30 giorni, puoi presentare una segnalazione all'Agenzia per l'Italia Digitale (AgID), che vigila sul rispetto del D.Lgs. 82/2022, tramite il modulo pubblicato sul sito dell'AgID.

## Data della dichiarazione
Dichiarazione redatta il 24 novembre 2026 e riesaminata a ogni modifica del sito.`,
    en: `${company.name} is committed to making its online shop accessible, in accordance with Italian Legislative Decree 82/2022 implementing the European Accessibility Act (Directive (EU) 2019/882), and with the guidelines of AgID, the Italian digital agency.

## Conformance status
This site is partially conformant with standard EN 301 549 and the Web Content Accessibility Guidelines (WCAG) 2.1 level AA; we aim at WCAG 2.2 level AA. "Partially" because of the non-accessible content listed below.

## How it was checked
By self-assessment. On every change to the site, automatic tests check every page of the shop in Italian and English with axe-core (no violation allowed), and keyboard-only tests go through the menus, cart, checkout, account, forms and dialogs, with the focus always visible.

## Non-accessible content
- The PDF invoices and terms of sale attached to e-mails are not accessible (tagged) PDFs: the same content is in HTML on the order page, the confirmation page and the Terms of sale page.
- The home page video is decorative, without sound or information; it can be paused.
- The map on the Contact page is a link to OpenStreetMap, a third-party site this statement does not cover; the address is also written as text.
- The operator's area (/cms) is not part of the service offered to consumers.

## Feedback and contact
If you meet a barrier or want content in an accessible format, write to ${email()} or call ${company.phone}: we answer within 30 days.

## Enforcement procedure
If the answer is unsatisfactory or does not come within 30 days, you may report it to the Agency for Digital Italy (AgID), which supervises Legislative Decree 82/2022, through the form on AgID's website.

## Date of this statement
Statement prepared on 24 November 2026 and reviewed with every change to the site.`,
  },
})
