import { AuthenticationError, LockedAuth, ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'
import { createdMeanwhile, errorStatus, invalidFields, isLockedAccount } from './payload-errors'

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
