import { describe, expect, it } from 'vitest'
import { amrOf, hasSecondFactor, methodsOf, shownMethods, withMethods } from './session-factors'

describe('how a session was opened', () => {
  it('is stored sorted, each method once, unknown words dropped', () => {
    expect(amrOf(['pwd', 'otp', 'pwd'])).toBe('otp pwd')
    expect(methodsOf('pwd  otp bogus')).toEqual(['otp', 'pwd'])
    expect(methodsOf(null)).toEqual([])
    expect(withMethods('pwd', ['pk'])).toBe('pk pwd')
    expect(withMethods(undefined, ['otp'])).toBe('otp')
  })

  it('has a second factor with something held and something else', () => {
    for (const two of ['otp pwd', 'pwd rec', 'pk pwd', 'pk uv', 'fed otp', 'otp pk pwd uv'])
      expect(hasSecondFactor(two), two).toBe(true)
    // The password, Google or a passkey alone; a row written before sessions remembered it; codes alone.
    for (const one of ['pwd', 'fed', 'pk', 'uv', '', null, undefined, 'otp', 'otp rec', 'bogus otp'])
      expect(hasSecondFactor(one), String(one)).toBe(false)
  })

  it('shows the methods in the order they were used, a passkey with its verification as one', () => {
    expect(shownMethods('otp pwd')).toEqual(['pwd', 'otp'])
    expect(shownMethods('pk uv')).toEqual(['pk'])
    expect(shownMethods('pk pwd')).toEqual(['pwd', 'pk'])
    expect(shownMethods(null)).toEqual([])
  })
})
