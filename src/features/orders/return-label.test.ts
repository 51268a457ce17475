import { describe, expect, it } from 'vitest'
import { returnFailure, returnLabelPath, returnState } from './return-label'

describe('a withdrawal’s return label on the order', () => {
  it('is ready with a label reference, failed with an error, absent otherwise (no label offered)', () => {
    expect(returnState({ returnShipment: { labelRef: '7', error: null } })).toBe('ready')
    expect(returnState({ returnShipment: { error: 'unauthorized' } })).toBe('failed')
    expect(returnState({ returnShipment: {} })).toBeNull()
    expect(returnState({})).toBeNull()
  })

  it('keeps the failure’s kind and the carrier’s reason apart', () => {
    expect(returnFailure({ returnShipment: { error: 'invalid: Invalid postal code "2012": IT' } })).toEqual({
      kind: 'invalid',
      detail: 'Invalid postal code "2012": IT',
    })
    expect(returnFailure({ returnShipment: { error: 'unavailable' } })).toEqual({ kind: 'unavailable', detail: '' })
    expect(returnFailure({ returnShipment: { error: null } })).toBeNull()
  })

  it('is downloaded at the order’s route, with the withdrawal token for guests', () => {
    expect(returnLabelPath(12)).toBe('/api/orders/12/return-label')
    expect(returnLabelPath(12, 'a.b+c')).toBe('/api/orders/12/return-label?t=a.b%2Bc')
  })
})
