import { describe, expect, it } from 'vitest'
import { changesBetween, fieldsList } from './record'

describe('what an operator changed', () => {
  it('lists each top-level field that changed, before and after, in field order', () => {
    const before = { id: 7, price: 24.9, stock: 12, name: 'Vaso Onda', tags: ['vaso'], updatedAt: '2026-11-26' }
    const after = { id: 7, price: 19.9, stock: 12, name: 'Vaso Onda', tags: ['vaso', 'onda'], updatedAt: '2026-11-27' }
    expect(changesBetween(before, after)).toEqual([
      { field: 'price', before: 24.9, after: 19.9 },
      { field: 'tags', before: ['vaso'], after: ['vaso', 'onda'] },
    ])
  })

  it('a creation has only "after", a deletion only "before"; nothing unchanged, no bookkeeping, no secrets', () => {
    expect(changesBetween(null, { id: 1, code: 'BENVENUTO10', createdAt: 'x' })).toEqual([
      { field: 'code', before: null, after: 'BENVENUTO10' },
    ])
    expect(changesBetween({ id: 1, percentOff: 40 }, null)).toEqual([{ field: 'percentOff', before: 40, after: null }])
    expect(
      changesBetween(
        { email: 'a@x.it', hash: 'h1', salt: 's1', sessions: [1], loginAttempts: 0 },
        { email: 'a@x.it', hash: 'h2', salt: 's2', sessions: [], loginAttempts: 1 },
      ),
    ).toEqual([])
    // An absent and an empty value are the same (no entry for a field the form sends back as null).
    expect(changesBetween({ note: null }, {})).toEqual([])
  })

  it('cuts a long value so that one entry never carries a whole page of text', () => {
    const [c] = changesBetween({ body: 'a'.repeat(5_000) }, { body: 'b' })
    expect(String(c!.before)).toHaveLength(2_001)
    expect(String(c!.before).endsWith('…')).toBe(true)
  })

  it("names the changed fields, and a bulk import's thousands of products in a bounded line", () => {
    const c = (field: string) => ({ field, before: null, after: 1 })
    expect(fieldsList([c('price'), c('stock')])).toBe('price, stock')
    const many = Array.from({ length: 10_000 }, (_, i) => c(`BENCH-${i}`))
    const line = fieldsList(many)
    expect(line.length).toBeLessThanOrEqual(1_020)
    expect(line.startsWith('BENCH-0, BENCH-1, ')).toBe(true)
    const shown = line.split(' … ')[0]!.split(', ').length
    expect(line.endsWith(`… (+${10_000 - shown})`)).toBe(true)
  })
})
