/** How far the operator got with a contact message or a dealer request. */
export const REQUEST_STATES = ['new', 'contacted', 'closed'] as const
export type RequestState = (typeof REQUEST_STATES)[number]
export const isRequestState = (v: unknown): v is RequestState =>
  typeof v === 'string' && (REQUEST_STATES as readonly string[]).includes(v)
