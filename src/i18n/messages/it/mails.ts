/** Italian texts of the shop's e-mails that their features build (stock alerts, reviews, newsletter, dealers). */
export const mails = {
  stockAlertMail: {
    confirmSubject: 'Conferma l’avviso di disponibilità: {name}',
    confirmBody:
      'Hai chiesto di sapere quando {name} tornerà disponibile. Conferma il tuo indirizzo e ti scriveremo una volta sola, appena sarà di nuovo in vendita. Se non sei stato tu, ignora questa email: non riceverai altro.',
    confirm: 'Conferma l’avviso',
    backSubject: 'È di nuovo disponibile: {name}',
    backBody: '{name} è di nuovo in vendita. Ti scriviamo questa sola volta, come avevi chiesto.',
    view: 'Vai al prodotto',
    stop: 'Non vuoi più questo avviso? Annullalo',
  },
  reviewMail: {
    inviteSubject: 'Com’è andata? Recensisci il tuo ordine {ref}',
    inviteBody:
      'Ciao {name}, il tuo ordine {ref} è stato consegnato. Se ti va, racconta agli altri clienti com’è: puoi dare da 1 a 5 stelle e scrivere qualche riga per ogni prodotto. Pubblichiamo tutte le recensioni che parlano del prodotto, anche quelle negative.',
    inviteButton: 'Scrivi una recensione',
    inviteStop: 'Non vuoi più inviti a recensire? Non riceverne più',
    publishedSubject: 'La tua recensione è stata pubblicata',
    publishedBody: 'Grazie! La tua recensione di {product} è ora visibile sulla pagina del prodotto.',
    publishedButton: 'Vedi la recensione',
    rejectedSubject: 'La tua recensione non è stata pubblicata',
    rejectedBody:
      'La tua recensione di {product} non è stata pubblicata. Motivo: {reason}. Puoi modificarla entro 30 giorni da quando l’hai scritta, dalla stessa pagina in cui l’hai scritta.',
    rejectedButton: 'Modifica la recensione',
  },
  newsletterMail: {
    subject: "Conferma l'iscrizione alla newsletter Vetrina",
    body: 'Grazie! Per ricevere la newsletter conferma il tuo indirizzo.',
    confirm: "Conferma l'iscrizione",
    unsubscribe: "Non vuoi più ricevere le nostre email? Annulla l'iscrizione",
  },
  welcomeMail: {
    subject: 'Benvenuto nella newsletter Vetrina: il tuo codice sconto',
    body: 'Grazie per esserti iscritto. Ecco il tuo codice: scrivilo nel carrello o alla cassa.',
    percent: '{percent}% di sconto',
    amount: '{amount} di sconto',
    'free-shipping': 'spedizione gratuita',
    minimum: 'su una spesa di almeno {amount}',
    until: 'valido fino al {date}',
  },
  dealerMail: {
    subject: 'Il conto rivenditore di {company} è attivo',
    newAccount:
      'Abbiamo approvato {company} come rivenditore Vetrina. Imposta la password del tuo conto: da lì vedrai i prezzi rivenditore (IVA esclusa) e potrai ordinare online, anche con bonifico. Il link vale 7 giorni.',
    existingAccount:
      'Abbiamo approvato {company} come rivenditore Vetrina: entrando con il tuo conto vedrai i prezzi rivenditore (IVA esclusa) e potrai ordinare online, anche con bonifico.',
    setPassword: 'Imposta la password',
    signIn: 'Entra nel tuo conto',
  },
}
