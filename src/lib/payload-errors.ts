/**
 * Payload's errors, recognised by their shape. In the production build Payload's classes can be
 * bundled more than once (an error thrown inside Payload is not `instanceof` the class this module
 * imports), so the status and the fields are what the shop relies on.
 */
type ErrorShape = { status?: unknown; message?: unknown; data?: { errors?: { path?: unknown }[] } | null }

export const errorStatus = (err: unknown): number | undefined => {
  const status = (err as ErrorShape | null)?.status
  return typeof status === 'number' ? status : undefined
}

/** The fields a ValidationError (400) names; empty for anything else. */
export function invalidFields(err: unknown): string[] {
  if (errorStatus(err) !== 400) return []
  return ((err as ErrorShape).data?.errors ?? []).map((e) => String(e.path ?? ''))
}

/** Payload's lockout after repeated failed sign-ins (a 401 that says the user is locked). */
export const isLockedAccount = (err: unknown): boolean =>
  errorStatus(err) === 401 && /locked/i.test(String((err as ErrorShape).message ?? ''))

/**
 * A create refused because another request has just made the owner's one document (a unique `user`:
 * the account's cart or wishlist): the caller reads it and saves into it instead.
 */
export const createdMeanwhile = (err: unknown): boolean =>
  invalidFields(err).some((path) => path === 'user' || path === 'user_id') // PostgreSQL names the field, SQLite the column
