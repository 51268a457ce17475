import { describe, expect, it } from 'vitest'
import {
  isRecoveryCodeShape,
  newRecoveryCodes,
  newTotpSecret,
  openSecret,
  recoveryCodeHash,
  sealSecret,
  totpCode,
  totpStep,
  totpUri,
} from './totp'

// RFC 6238 appendix B, SHA-1: the secret "12345678901234567890" (base32 below) at T = 59 s gives 94287082 (8 digits);
// six digits are its last six.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'

describe('TOTP codes', () => {
  it('matches the RFC 6238 test vector', () => {
    expect(totpCode(RFC_SECRET, 59_000)).toBe('287082')
    expect(totpCode(RFC_SECRET, 1111111109_000)).toBe('081804')
  })

  it('accepts the current step and one either side, and says which step it was', () => {
    const at = 1_800_000_000_000
    const step = Math.floor(at / 30_000)
    expect(totpStep(RFC_SECRET, totpCode(RFC_SECRET, at), at)).toBe(step)
    expect(totpStep(RFC_SECRET, totpCode(RFC_SECRET, at - 30_000), at)).toBe(step - 1)
    expect(totpStep(RFC_SECRET, totpCode(RFC_SECRET, at + 30_000), at)).toBe(step + 1)
    expect(totpStep(RFC_SECRET, totpCode(RFC_SECRET, at - 90_000), at)).toBeNull()
    expect(totpStep(RFC_SECRET, ` ${totpCode(RFC_SECRET, at).replace(/(\d{3})/, '$1 ')}`, at)).toBe(step)
    expect(totpStep(RFC_SECRET, 'abcdef', at)).toBeNull()
    expect(totpStep(RFC_SECRET, '1234567', at)).toBeNull()
  })

  it('gives an otpauth address an app reads', () => {
    const secret = newTotpSecret()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    const uri = new URL(totpUri(secret, 'op@vetrina.example'))
    expect(uri.protocol).toBe('otpauth:')
    expect(uri.searchParams.get('secret')).toBe(secret)
    expect(uri.searchParams.get('issuer')).toBe('Vetrina')
  })
})

describe('recovery codes', () => {
  it('are ten different codes that read well, compared without case or dashes', () => {
    const codes = newRecoveryCodes()
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const c of codes) {
      expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
      expect(c).not.toMatch(/[01ilo]/)
      expect(isRecoveryCodeShape(c)).toBe(true)
      expect(recoveryCodeHash('k', c)).toBe(recoveryCodeHash('k', ` ${c.toUpperCase().replace('-', ' ')} `))
    }
    expect(isRecoveryCodeShape('123456')).toBe(false)
    expect(recoveryCodeHash('k', codes[0])).not.toBe(recoveryCodeHash('other', codes[0]))
  })
})

describe('the sealed secret', () => {
  it('opens with the shop secret only, and refuses an altered one', () => {
    const sealed = sealSecret('shop-secret', 'JBSWY3DPEHPK3PXP')
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP')
    expect(openSecret('shop-secret', sealed)).toBe('JBSWY3DPEHPK3PXP')
    expect(() => openSecret('another-secret', sealed)).toThrow()
    const parts = sealed.split('.')
    parts[3] = Buffer.from('x').toString('base64url') + parts[3].slice(2)
    expect(() => openSecret('shop-secret', parts.join('.'))).toThrow()
  })
})
