/** How far the operator got with a contact message or a dealer request. */
import { REQUEST_STATES } from '@/payload/values'

export { REQUEST_STATES }
export type RequestState = (typeof REQUEST_STATES)[number]
export const isRequestState = (v: unknown): v is RequestState =>
  typeof v === 'string' && (REQUEST_STATES as readonly string[]).includes(v)
