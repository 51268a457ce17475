import type { Messages } from '../en'

/** Italian texts of features/carriers. */
export const carriers: Pick<Messages, 'carriers'> = {
  carriers: {
    shipWith: 'Spedisci con {carrier}',
    shipWithHint:
      'La spedizione viene annunciata al corriere: codice, link di tracciamento ed etichetta arrivano subito.',
    shippedWith: 'Spedizione annunciata. Il cliente ha ricevuto un’e-mail con il link di tracciamento.',
    labelTitle: 'Etichetta di spedizione',
    labelA6: 'Scarica etichetta (A6)',
    labelA4: 'Scarica etichetta (A4)',
    parcelOf: 'Collo {n} di {count}',
    cancelShipment: 'Annulla spedizione',
    cancelShipmentHint: 'Prima del ritiro del corriere: la spedizione viene annullata e l’ordine torna da spedire.',
    cancelled: 'Spedizione annullata: l’ordine è di nuovo da spedire.',
    invalid:
      'Il corriere ha rifiutato la spedizione: {reason}. Controlla l’indirizzo di consegna e i pesi, poi riprova.',
    unauthorized:
      'Il corriere ha rifiutato le chiavi del negozio: controlla SENDCLOUD_PUBLIC_KEY e SENDCLOUD_SECRET_KEY.',
    unavailable: 'Il corriere non risponde in questo momento: non è stato spedito nulla. Riprova tra qualche minuto.',
    notCancellable: 'Il corriere non può più annullare questa spedizione: {reason}',
    noPickupOption:
      'Questo ordine va a un punto di ritiro, ma la sua zona non ha un’opzione Sendcloud per i punti di ritiro: impostala in Corriere e spedizioni, poi spedisci di nuovo.',
    pickupCarrierChanged:
      'Il punto di ritiro di questo ordine è di un altro corriere rispetto all’opzione Sendcloud per i punti di ritiro ora impostata per la sua zona: non è stato spedito nulla. Rimetti in Corriere e spedizioni un’opzione del corriere del punto, oppure spedisci a mano.',
    noParcel: 'La spedizione di questo ordine non ha questo collo.',
    noShipment: 'Questo ordine non ha una spedizione del corriere.',
    cancelQueued:
      'Il corriere ha messo in coda l’annullamento: la spedizione resta attiva, e l’ordine spedito, finché il corriere non lo conferma.',
    cancelPending: 'Un annullamento di questa spedizione attende già la conferma del corriere.',
    cancellation: {
      queued: 'Annullamento richiesto: in attesa della conferma del corriere.',
      cancelled: 'La spedizione del corriere è stata annullata.',
      failed:
        'Non è stato possibile annullare la spedizione del corriere (già ritirata, o il corriere non ha risposto): annullala dal tuo account Sendcloud.',
    },
    privacyTitle: 'Spedizioni tramite Sendcloud',
    privacyText:
      'Spediamo tramite la piattaforma dei corrieri di Sendcloud B.V. (Eindhoven, Paesi Bassi), nostro responsabile del trattamento ai sensi dell’articolo 28 del GDPR: riceve i dati che servono alla spedizione (nome, indirizzo di consegna, telefono, e-mail, numero dell’ordine e peso dei colli) e li passa al corriere che consegna l’ordine. Sendcloud tratta i dati nell’Unione Europea.',
    parcelsTitle: 'Colli',
    statusTitle: 'Stato della spedizione',
    status: {
      announced: 'Annunciata al corriere',
      'in-transit': 'In viaggio',
      'out-for-delivery': 'In consegna',
      'awaiting-pickup': 'Ti aspetta al punto di ritiro',
      'delivery-failed': 'Tentativo di consegna non riuscito',
      delivered: 'Consegnata',
      cancelled: 'Spedizione annullata',
      'cancel-requested': 'Annullamento richiesto al corriere',
      other: 'Aggiornamento dal corriere',
    },
  },
}
