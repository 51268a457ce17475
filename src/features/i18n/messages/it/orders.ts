import type { Messages } from '../en'

/** Italian texts of features/orders. */
export const orders: Pick<Messages, 'admin'> = {
  admin: {
    title: 'Ordini',
    search: 'Cerca per ID ordine',
    searchButton: 'Cerca',
    tabs: {
      unfulfilled: 'Da evadere',
      fulfilled: 'Spediti',
      delivered: 'Consegnati',
      closed: 'Chiusi',
    },
    tabsLabel: 'Stato ordine',
    awaitingPayment: 'In attesa di pagamento',
    noOrders: 'Nessun ordine trovato',
    page: 'Pagina {page} di {pages}',
    previous: 'Precedente',
    next: 'Successiva',
    pagination: 'Pagine',
    view: 'Vedi',
    back: 'Torna agli ordini',
    customer: 'Cliente',
    shipTitle: 'Segna come spedito',
    trackingCode: 'Codice di tracciamento',
    trackingLink: 'Link di tracciamento',
    markShipped: 'Segna spedito',
    markDelivered: 'Segna consegnato',
    bothRequired: 'Inserisci sia il codice sia il link di tracciamento.',
    linkInvalid: 'Il link di tracciamento deve essere un indirizzo web che inizia con http:// o https://.',
    notPaid: 'Questo ordine non è ancora pagato: non può essere spedito.',
    notShipped: 'Solo un ordine spedito può essere segnato come consegnato.',
    needsAttention:
      'Pagato dopo la scadenza della prenotazione e i pezzi non sono più disponibili: rimborsa il cliente dal pannello del fornitore di pagamento (oppure riassortisci e contattalo). Il cliente è stato avvisato.',
    noActions: 'Nessun altro passaggio per questo ordine.',
    alreadyDone: 'Questo ordine ha già superato questo passaggio.',
    forbidden: "Solo l'operatore del negozio può farlo.",
    shipped: "Ordine segnato come spedito. Il cliente ha ricevuto un'email.",
    delivered: 'Ordine segnato come consegnato.',
    history: 'Storico',
    note: "Nota all'ordine",
    invoice: 'Fattura',
    eInvoice: 'Scarica la fattura elettronica (XML FatturaPA)',
    noEInvoice:
      'Nessuna fattura elettronica per questo ordine: non è pagato, oppure il cliente non ha chiesto la fattura.',
    contact: 'Contatti',
  },
}
