import { describe, expect, it } from 'vitest'
import { isGuessablePassword } from './password-strength'

describe('isGuessablePassword', () => {
  it.each(['12345678', 'password', 'password1', 'qwertyuiop', 'iloveyou', 'ciaociao', 'vetrina123', 'aaaaaaaa'])(
    'refuses %j',
    (pw) => {
      expect(isGuessablePassword(pw)).toBe(true)
    },
  )
  it("refuses the customer's own name and address as a password", () => {
    expect(isGuessablePassword('giuliarossi', ['Giulia', 'Rossi', 'giulia.rossi@example.com'])).toBe(true)
  })
  it.each([
    'candles-and-glass-1',
    'vetro e cera di api',
    'long-enough-pw',
    'secret-pass-1',
    'Tq7#vM2p!x',
    'a-brand-new-secret',
    'another-secret-9',
  ])('accepts %j', (pw) => {
    expect(isGuessablePassword(pw)).toBe(false)
  })
})
