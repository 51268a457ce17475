import { describe, expect, it } from 'vitest'
import { isValidSlug } from './values'

describe('product address (slug)', () => {
  it('takes lower-case words joined by dashes', () => {
    for (const s of ['vaso-onda', 'candela-te-bianco', 'set-3', 'x']) expect(isValidSlug(s)).toBe(true)
  })
  it('refuses dots, slashes, spaces, capitals, accents, empty parts and overlong values', () => {
    for (const s of [
      'vaso.onda',
      'vaso/onda',
      'vaso onda',
      'Vaso-onda',
      'tè-bianco',
      '-vaso',
      'vaso--onda',
      'vaso-',
      '',
      '..',
      'a'.repeat(121),
    ])
      expect([s, isValidSlug(s)]).toEqual([s, false])
    expect(isValidSlug(undefined)).toBe(false)
  })
})
