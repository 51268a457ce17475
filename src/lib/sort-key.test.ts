import { describe, expect, it } from 'vitest'
import { sortKey } from './sort-key'

describe('the sort key of a name', () => {
  it('orders without case or accents, as the Italian collator does', () => {
    const names = [
      'Candela Tè Bianco',
      'Candela in Vetro Soffiato',
      'Vaso Cilindro Fumé',
      'Candela Ambra',
      'vaso anfora',
    ]
    const byKey = [...names].sort((a, b) => (sortKey(a)! < sortKey(b)! ? -1 : 1))
    expect(byKey).toEqual([...names].sort((a, b) => a.localeCompare(b, 'it', { sensitivity: 'base' })))
    expect(sortKey('  Èlite   Fumé ')).toBe('elite fume')
    expect(sortKey(undefined)).toBeNull()
  })
})
