import { APIError, AuthenticationError, LockedAuth, ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'
import {
  answeredByCollection,
  createdMeanwhile,
  errorStatus,
  invalidFields,
  isLockedAccount,
  publicErrorAnswer,
} from './payload-errors'

describe('payload errors by shape', () => {
  it('reads the fields of a validation error', () => {
    const err = new ValidationError({
      collection: 'users',
      errors: [{ path: 'email', message: 'Value must be unique' }],
    })
    expect(invalidFields(err)).toEqual(['email'])
    expect(invalidFields(new Error('x'))).toEqual([])
    expect(errorStatus({ status: 429 })).toBe(429)
  })
  it('tells a locked account from a wrong password', () => {
    expect(isLockedAccount(new LockedAuth())).toBe(true)
    expect(isLockedAccount(new AuthenticationError())).toBe(false)
  })
  it("tells another request's first cart or wishlist (the owner is unique) from other refusals, on both databases", () => {
    const taken = (path: string) =>
      new ValidationError({ collection: 'carts', errors: [{ path, message: 'Value must be unique' }] })
    expect(createdMeanwhile(taken('user'))).toBe(true) // PostgreSQL
    expect(createdMeanwhile(taken('user_id'))).toBe(true) // SQLite
    expect(createdMeanwhile(taken('items'))).toBe(false)
    expect(createdMeanwhile(new Error('user'))).toBe(false)
  })
})

describe('the REST answer rebuilt from an error’s shape (publicErrorAnswer)', () => {
  /** An error as the production bundle's other copy of Payload throws it: not our classes, no real name. */
  const foreign = (fields: Record<string, unknown>) => Object.assign(new Error(String(fields.message ?? '')), fields)

  it('keeps a hook’s refusal: its status and message', () => {
    const err = foreign({ name: '', message: 'Il codice è in 2 ordini.', status: 400, isPublic: true, data: null })
    expect(publicErrorAnswer(err)).toEqual({
      status: 400,
      response: { errors: [{ name: 'APIError', message: 'Il codice è in 2 ordini.' }] },
    })
    expect(publicErrorAnswer(new APIError('Nope', 403))?.response.errors[0]).toEqual({
      name: 'APIError',
      message: 'Nope',
    })
  })

  it('keeps a validation error’s fields and their reasons', () => {
    const errors = [{ path: 'percent', message: 'Indica una percentuale da 1 a 100.' }]
    const fromBundle = foreign({
      name: 't',
      message: 'Il campo non è valido: Percentuale',
      status: 400,
      data: { errors },
    })
    expect(publicErrorAnswer(fromBundle)).toEqual({
      status: 400,
      response: {
        errors: [{ name: 'ValidationError', data: { errors }, message: 'Il campo non è valido: Percentuale' }],
      },
    })
    const real = new ValidationError({ collection: 'discount-codes', errors })
    expect(publicErrorAnswer(real)?.response.errors[0]).toMatchObject({ name: 'ValidationError', data: { errors } })
  })

  it('leaves what Payload hides hidden: a 500, an error marked private, anything without a status', () => {
    expect(publicErrorAnswer(new APIError('SQLITE_BUSY at /var/lib/x.db'))).toBeUndefined()
    expect(publicErrorAnswer(foreign({ message: 'secret', status: 400, isPublic: false }))).toBeUndefined()
    expect(publicErrorAnswer(new Error('connect ECONNREFUSED 10.0.0.1'))).toBeUndefined()
    expect(publicErrorAnswer(null)).toBeUndefined()
  })
})

describe('an answer a collection’s afterError hook already gave (answeredByCollection)', () => {
  const uploadFailed = Object.assign(new Error('There was a problem while uploading the file.'), { status: 400 })

  it('is left as it is: the media’s 507 for a full disk keeps its reason', () => {
    const diskFull = { errors: [{ message: 'Il disco è pieno: il file non è stato salvato.' }] }
    expect(answeredByCollection(uploadFailed, diskFull)).toBe(true)
  })

  it('is not assumed where Payload’s formatter answered: its stand-in or the error’s own message', () => {
    expect(answeredByCollection(uploadFailed, { errors: [{ message: 'An unknown error occurred.' }] })).toBe(false)
    expect(answeredByCollection(uploadFailed, { errors: [{ message: uploadFailed.message }] })).toBe(false)
    expect(answeredByCollection(uploadFailed, { errors: [{ message: 'Something went wrong.' }] })).toBe(false)
    expect(answeredByCollection(uploadFailed, undefined)).toBe(false)
  })
})
