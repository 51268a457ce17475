/** The reasons a review may be refused, as the operator picks them and as the author is told. */
export { REASON_LABELS } from '@/payload/values'
