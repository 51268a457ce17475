import { describe, expect, it } from 'vitest'
import { archivesToKeep, DEFAULT_RETENTION, PLAIN_KEEP_DAYS, type ArchiveInfo } from './retention'

const day = 86_400_000
const now = new Date('2026-11-26T03:00:00Z')
/** One archive a night at 03:00 for `n` nights back, holding the invoices of `years`. */
const nightly = (n: number, years: (takenAt: Date) => number[] = (d) => [d.getUTCFullYear()]): ArchiveInfo[] =>
  Array.from({ length: n }, (_, i) => {
    const takenAt = new Date(now.getTime() - i * day)
    return { name: takenAt.toISOString().slice(0, 10), takenAt, invoiceYears: years(takenAt) }
  })

describe('backup retention', () => {
  it('keeps 7 daily, 5 weekly and 12 monthly archives of a year of nightly backups, and the newest of each year', () => {
    const archives = nightly(400)
    const keep = archivesToKeep(archives, now)
    // The last 7 nights.
    for (let i = 0; i < 7; i++) expect(keep.has(archives[i]!.name)).toBe(true)
    // Every kept archive is accounted for by a rule: at most 7 + 5 + 12 + 11 of them, far fewer than 400.
    expect(keep.size).toBeLessThanOrEqual(7 + 5 + 12 + 11)
    expect(keep.size).toBeGreaterThanOrEqual(12)
    // The newest of last year (31 December 2025) is kept.
    expect(keep.has('2025-12-31')).toBe(true)
    // An archive of last April that is no month's newest goes.
    expect(keep.has('2026-04-15')).toBe(false)
    expect(keep.has('2026-04-30')).toBe(true)
  })

  it('never prunes every archive that holds the invoices of a year still within its ten years', () => {
    // Old archives hold 2017's invoices; the data were erased afterwards, so newer ones do not.
    const old: ArchiveInfo[] = [
      { name: 'a-2018-03', takenAt: new Date('2018-03-01T03:00:00Z'), invoiceYears: [2017, 2018] },
      { name: 'a-2018-04', takenAt: new Date('2018-04-01T03:00:00Z'), invoiceYears: [2017, 2018] },
      { name: 'a-2015-01', takenAt: new Date('2015-01-10T03:00:00Z'), invoiceYears: [2014] },
    ]
    // Periods count those that have an archive (as restic's keep-daily/-weekly/-monthly): here only the
    // fiscal rule can keep the old ones.
    const keep = archivesToKeep([...nightly(30, () => [2026]), ...old], now, {
      ...DEFAULT_RETENTION,
      weekly: 0,
      monthly: 0,
      years: 1,
    })
    expect(keep.has('a-2018-04')).toBe(true) // the newest holding 2017 (2017 + 10 = 2027: still due)
    expect(keep.has('a-2018-03')).toBe(false)
    expect(keep.has('a-2015-01')).toBe(false) // 2014's ten years are over
  })

  it('counts days in Italian time: a backup at 00:30 in Rome belongs to that day', () => {
    const a = { name: 'late', takenAt: new Date('2026-11-24T23:30:00Z'), invoiceYears: [] } // 00:30 on the 25th in Rome
    const b = { name: 'evening', takenAt: new Date('2026-11-25T18:00:00Z'), invoiceYears: [] }
    const keep = archivesToKeep([a, b], now, { daily: 1, weekly: 0, monthly: 0, years: 0, fiscalYears: 10 })
    expect([...keep]).toEqual(['evening'])
  })
})

describe('plain archives (npm run backup -- --plain)', () => {
  const at = (iso: string, name: string, plain = false, invoiceYears: number[] = [2026]): ArchiveInfo => ({
    name,
    takenAt: new Date(iso),
    invoiceYears,
    ...(plain ? { plain: true } : {}),
  })

  it("never push the day's encrypted archive out: a plain one taken later the same day is no period's newest", () => {
    const encrypted = at('2026-11-26T02:00:00Z', 'encrypted')
    const plain = at('2026-11-26T02:30:00Z', 'plain', true)
    const keep = archivesToKeep([encrypted, plain], now)
    expect(keep.has('encrypted')).toBe(true)
    expect(keep.has('plain')).toBe(true) // still within its 7 days
  })

  it(`are kept ${PLAIN_KEEP_DAYS} days, then pruned, even when they are a month's or a year's newest`, () => {
    const keep = archivesToKeep(
      [
        at('2026-11-26T02:00:00Z', 'encrypted'),
        at('2026-11-20T03:00:00Z', 'plain-6-days', true),
        at('2026-11-18T03:00:00Z', 'plain-8-days', true),
        at('2025-12-31T03:00:00Z', 'plain-last-year', true),
      ],
      now,
    )
    expect([...keep].sort()).toEqual(['encrypted', 'plain-6-days'])
  })

  it('stay while one is the only archive holding the invoices of a year within its ten years', () => {
    const keep = archivesToKeep(
      [
        at('2026-11-26T02:00:00Z', 'encrypted', false, [2025, 2026]),
        at('2024-01-10T03:00:00Z', 'old-plain-2023', true, [2023]),
        at('2024-01-09T03:00:00Z', 'older-plain-2023', true, [2023]),
        at('2025-06-10T03:00:00Z', 'old-plain-2025', true, [2025]),
      ],
      now,
    )
    expect([...keep].sort()).toEqual(['encrypted', 'old-plain-2023'])
  })
})
