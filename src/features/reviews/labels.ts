import type { RejectionReason } from './rules'

/** The reasons a review may be refused, as the operator picks them and as the author is told. */
export const REASON_LABELS: Record<RejectionReason, { it: string; en: string }> = {
  'off-topic': { it: 'Non parla del prodotto', en: 'Not about the product' },
  'personal-data': { it: 'Contiene dati personali', en: 'Contains personal data' },
  offensive: { it: 'Linguaggio offensivo', en: 'Offensive language' },
  spam: { it: 'Pubblicità o spam', en: 'Advertising or spam' },
}
