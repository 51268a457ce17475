import type { Messages } from '../en'

/** Italian texts of features/vitals: why POST /api/vitals refused a visit's measurements. */
export const webVitals: Pick<Messages, 'webVitals'> = {
  webVitals: {
    notJson: 'Le misure non sono in JSON valido.',
    tooLarge: 'Le misure sono troppo grandi per essere lette.',
    shape: 'Le misure non hanno la forma prevista.',
    unknownValue: 'Tipo di pagina, lingua, dispositivo o metrica sconosciuti.',
    outOfRange: 'Una misura è fuori dall’intervallo ammesso.',
    duplicate: 'Una metrica è misurata due volte.',
  },
}
