import { AuthenticationError, LockedAuth, ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'
import { errorStatus, invalidFields, isLockedAccount } from './payload-errors'

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
})
