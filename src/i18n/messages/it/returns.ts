import type { Messages } from '../en'

/** Italian texts of a withdrawal's return label (features/carriers returns, ADR 0042). */
export const returns: Pick<Messages, 'returns'> = {
  returns: {
    labelTitle: 'Etichetta di reso',
    labelReady:
      'La tua etichetta di reso è pronta: stampala, attaccala sul pacco e porta il pacco in un punto di consegna del corriere.',
    labelDownload: 'Scarica l’etichetta di reso (PDF)',
    tracking: 'Codice di tracciamento del reso: {code}',
    labelFailed:
      'Non è stato possibile creare ora l’etichetta di reso: te la invieremo per e-mail. Non devi fare altro.',
    mailReady: 'La tua etichetta di reso è pronta: stampala e attaccala sul pacco.',
    mailFailed: 'Non è stato possibile creare ora l’etichetta di reso: te la invieremo con un’altra e-mail.',
    operatorMade: 'Etichetta di reso creata ({provider}): reso {id}, tracciamento {code}.',
    operatorFailed:
      'Non è stato possibile creare l’etichetta di reso: {reason} Invia al cliente un’etichetta di reso per e-mail.',
    operatorDownload: 'Scarica l’etichetta di reso',
    why: {
      invalid: 'il corriere ha rifiutato il reso: {reason}.',
      unauthorized: 'il corriere ha rifiutato le chiavi del negozio (SENDCLOUD_PUBLIC_KEY, SENDCLOUD_SECRET_KEY).',
      unavailable: 'il corriere non ha risposto (tempo scaduto o errore).',
      'not-cancellable': 'il corriere ha rifiutato il reso: {reason}.',
      unsupported: 'la zona si spedisce a mano: nessuna opzione di reso.',
      'no-address': 'i dati del venditore non hanno un indirizzo completo (/cms → Venditore).',
    },
  },
}
