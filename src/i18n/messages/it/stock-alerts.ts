import type { Messages } from '../en'

/** Italian texts of features/stock-alerts. */
export const stockAlerts: Pick<Messages, 'stockAlert'> = {
  stockAlert: {
    title: 'Avvisami quando torna disponibile',
    intro: 'Lascia il tuo indirizzo email: ti scriveremo una volta sola, appena sarà di nuovo in vendita.',
    introSignedIn: 'Ti scriveremo una volta sola a {email}, appena sarà di nuovo in vendita.',
    fragrance: 'Profumo da aspettare',
    wholeProduct: 'Il prodotto',
    email: 'Indirizzo email',
    submit: 'Avvisami',
    sending: 'Invio…',
    consent:
      'Usiamo il tuo indirizzo solo per questo avviso e lo cancelliamo quando lo annulli. Puoi annullarlo dal link in ogni email.',
    privacy: 'Informativa sulla privacy',
    sent: 'Quasi fatto: ti abbiamo inviato un’email. Apri il link per confermare e ti scriveremo una volta, quando torna disponibile.',
    waiting: 'Fatto: ti scriveremo una volta a {email}, appena torna disponibile.',
    available: 'Buone notizie: è di nuovo in vendita. Ricarica la pagina per acquistarlo.',
    invalid: 'Scrivi un indirizzo email valido.',
    unknown: 'Questo prodotto non è in vendita.',
    failed: 'Troppe richieste dalla tua connessione: riprova più tardi.',
    confirmed: 'Avviso confermato: ti scriveremo una volta, appena torna disponibile.',
    stopped: 'Avviso annullato: non riceverai email per questo prodotto.',
    linkInvalid: 'Questo link non è valido.',
    pageTitle: 'Avviso di disponibilità',
  },
}
