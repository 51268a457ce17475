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

/** Payload's own stand-in messages: what its formatter answers when it could not read the error. */
const STAND_INS = new Set(['An unknown error occurred.', 'Something went wrong.'])

/**
 * Whether a collection's afterError hook has already answered (the config's hook runs after it): the
 * answer carries a message that is neither the error's own nor one of Payload's stand-ins — for example
 * the media's 507 for a full disk. Such an answer is left as it is.
 */
export function answeredByCollection(error: unknown, result: unknown): boolean {
  const message = (result as { errors?: { message?: unknown }[] } | null | undefined)?.errors?.[0]?.message
  if (typeof message !== 'string' || STAND_INS.has(message)) return false
  return message !== (error as { message?: unknown } | null | undefined)?.message
}

type PublicError = { name?: unknown; message?: unknown; status?: unknown; isPublic?: unknown; data?: unknown }
type FieldError = { path?: unknown; message?: unknown }
const fieldErrors = (data: unknown): FieldError[] | null => {
  const errors = (data as { errors?: unknown } | null | undefined)?.errors
  return Array.isArray(errors) ? (errors as FieldError[]) : null
}

/**
 * Payload's REST error answer, rebuilt from the error's shape. Payload's formatter (`formatErrors`)
 * recognises its APIError and ValidationError with `instanceof`; the production bundle holds more than
 * one copy of those classes (a minified class may also lose its name), so a hook's refusal could come
 * out as "An unknown error occurred." and a ValidationError came without its fields' reasons. This answers what the
 * formatter means to — `{ errors: [{ name, data, message }] }` — for every error Payload would show (a
 * status below 500 not marked private, or marked public: `isErrorPublic`); undefined for the rest,
 * whose answer stays Payload's "Something went wrong.". Used as the config's `afterError` hook.
 */
export function publicErrorAnswer(
  error: unknown,
):
  | { response: { errors: { name: string; data?: Record<string, unknown>; message: string }[] }; status: number }
  | undefined {
  const e = (error ?? {}) as PublicError
  const status = errorStatus(e)
  if (status === undefined || e.isPublic === false) return undefined
  if (status >= 500 && e.isPublic !== true) return undefined
  if (typeof e.message !== 'string' || !e.message) return undefined
  const fields = fieldErrors(e.data)
  // A minified class's name is a letter or two (or nothing): only a real one is kept.
  const named = typeof e.name === 'string' && /^[A-Z][A-Za-z]{4,}$/.test(e.name) ? e.name : ''
  const name = fields ? 'ValidationError' : named || 'APIError'
  const data =
    e.data !== null && typeof e.data === 'object'
      ? fields
        ? { ...(e.data as Record<string, unknown>), errors: fields }
        : (e.data as Record<string, unknown>)
      : undefined
  return { response: { errors: [{ name, ...(data === undefined ? {} : { data }), message: e.message }] }, status }
}
