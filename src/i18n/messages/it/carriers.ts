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
    cancelShipment: 'Annulla spedizione',
    cancelShipmentHint: 'Prima del ritiro del corriere: la spedizione viene annullata e l’ordine torna da spedire.',
    cancelled: 'Spedizione annullata: l’ordine è di nuovo da spedire.',
    invalid:
      'Il corriere ha rifiutato la spedizione: {reason}. Controlla l’indirizzo di consegna e i pesi, poi riprova.',
    unauthorized:
      'Il corriere ha rifiutato le chiavi del negozio: controlla SENDCLOUD_PUBLIC_KEY e SENDCLOUD_SECRET_KEY.',
    unavailable: 'Il corriere non risponde in questo momento: non è stato spedito nulla. Riprova tra qualche minuto.',
    notCancellable: 'Il corriere non può più annullare questa spedizione: {reason}',
    noShipment: 'Questo ordine non ha una spedizione del corriere.',
    statusTitle: 'Stato della spedizione',
    status: {
      announced: 'Annunciata al corriere',
      'in-transit': 'In viaggio',
      'out-for-delivery': 'In consegna',
      'awaiting-pickup': 'Ti aspetta al punto di ritiro',
      'delivery-failed': 'Tentativo di consegna non riuscito',
      delivered: 'Consegnata',
      cancelled: 'Spedizione annullata',
      other: 'Aggiornamento dal corriere',
    },
  },
}
