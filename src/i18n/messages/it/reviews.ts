import type { Messages } from '../en'

/** Italian texts of features/reviews. */
export const reviews: Pick<Messages, 'reviews'> = {
  reviews: {
    title: 'Recensioni',
    average: '{average} su 5',
    ratingLabel: 'Valutazione {average} su 5',
    count: { one: '{count} recensione', other: '{count} recensioni' },
    distribution: 'Valutazioni',
    stars: { one: '{count} stella', other: '{count} stelle' },
    verified: 'Acquisto verificato',
    writtenIn: 'Scritta in {language}',
    languages: { it: 'italiano', en: 'inglese' },
    reply: 'Risposta di Vetrina',
    edited: 'modificata',
    howChecked:
      'Ogni recensione viene da un cliente che ha acquistato e ricevuto il prodotto: la verifichiamo con l’ordine e pubblichiamo anche quelle negative.',
    policyLink: 'Come gestiamo le recensioni',
    whoCanReview:
      'Può recensire solo chi ha acquistato il prodotto: dopo la consegna trovi il modulo nella pagina dell’ordine e nell’email di invito.',
    sortLabel: 'Ordina le recensioni',
    sort: { newest: 'Più recenti', useful: 'Più utili' },
    helpful: { one: 'Utile per {count} persona', other: 'Utile per {count} persone' },
    helpfulButton: 'Utile',
    helpfulFor: 'Utile: la recensione di {author}',
    pageTitle: 'Recensisci il tuo ordine {ref}',
    intro:
      'Dai da 1 a 5 stelle e scrivi qualche riga per ogni prodotto. Pubblichiamo tutte le recensioni che parlano del prodotto, anche quelle negative; mostriamo solo il tuo nome e l’iniziale del cognome.',
    ratingLegend: 'Valutazione di {product}',
    starOption: { one: '{count} stella', other: '{count} stelle' },
    textLabel: 'La tua recensione di {product}',
    textHint: 'Da 10 a 2000 caratteri. I link sono mostrati come testo.',
    submit: 'Invia la recensione',
    update: 'Salva le modifiche',
    statuses: {
      pending: 'In attesa di moderazione',
      published: 'Pubblicata',
      rejected: 'Non pubblicata: {reason}',
    },
    editableUntil: 'Puoi modificarla per 30 giorni da quando l’hai scritta.',
    saved: 'Grazie! La recensione è in attesa di moderazione: ti scriveremo quando sarà pubblicata.',
    invalid: 'Scegli da 1 a 5 stelle e scrivi da 10 a 2000 caratteri.',
    tooLate: 'Sono passati più di 30 giorni: questa recensione non si può più modificare.',
    linkInvalid: 'Questo link non è valido o è scaduto.',
    notFound: 'Ordine non trovato.',
    notDelivered: 'Potrai recensire i prodotti quando l’ordine sarà consegnato.',
    stopped: 'Non riceverai più inviti a recensire.',
    failed: 'Troppe richieste dalla tua connessione: riprova più tardi.',
    reviewOrder: 'Recensisci i prodotti',
    policyTitle: 'Recensioni',
    policy: [
      'Può recensire un prodotto solo chi l’ha acquistato e ricevuto: il modulo è nella pagina dell’ordine (con l’accesso) o nel link personale dell’email di invito, una volta per ogni prodotto di ciascun ordine. Non paghiamo le recensioni e non offriamo nulla in cambio.',
      'Leggiamo ogni recensione prima di pubblicarla. Pubblichiamo tutte quelle che parlano del prodotto, positive e negative; ne rifiutiamo una solo se non parla del prodotto, contiene dati personali, è offensiva o è pubblicità o spam — e ne diciamo il motivo all’autore. Ogni decisione è registrata.',
      'Una recensione mostra il nome dell’autore e l’iniziale del cognome, le stelle, il testo, la data e il segno “Acquisto verificato”. L’autore può modificarla per 30 giorni. Il negozio può rispondere pubblicamente sotto una recensione.',
    ],
  },
}
