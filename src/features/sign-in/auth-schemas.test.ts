import { describe, expect, it } from 'vitest'
import { messages } from '@/i18n/messages/index'
import { authSchemas } from './auth-schemas'

describe('sign-up password', () => {
  it('refuses a password of spaces with the policy message, in the visitor language', () => {
    const r = authSchemas(messages.en).signup.safeParse({
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.com',
      password: '        ',
    })
    expect(r.success).toBe(false)
    expect(r.error?.issues[0].message).toBe(messages.en.auth.passwordPolicy)
  })
  it('accepts a long enough password with spaces inside', () => {
    expect(
      authSchemas(messages.it).signup.safeParse({
        firstName: 'A',
        lastName: 'B',
        email: 'a@example.com',
        password: 'vetro e cera',
      }).success,
    ).toBe(true)
  })
})

describe('common passwords', () => {
  it.each(['12345678', 'password'])(
    'sign-up and reset refuse %j with a helpful message in both languages',
    (password) => {
      const en = authSchemas(messages.en).signup.safeParse({
        firstName: 'A',
        lastName: 'B',
        email: 'a@example.com',
        password,
      })
      expect(en.error?.issues[0].message).toBe(messages.en.auth.passwordGuessable)
      const it = authSchemas(messages.it).reset.safeParse({ token: 'x'.repeat(20), password })
      expect(it.error?.issues[0].message).toBe(messages.it.auth.passwordGuessable)
    },
  )
})
