import { describe, expect, it } from 'vitest'
import { backupDue, backupHealth, type RunView } from './status'
import { tickMs } from './schedule'

const H = 3_600_000
const now = new Date('2026-11-26T12:00:00Z')
const run = (status: RunView['status'], hoursAgo: number): RunView => ({
  status,
  startedAt: new Date(now.getTime() - hoursAgo * H).toISOString(),
  finishedAt: new Date(now.getTime() - hoursAgo * H + 60_000).toISOString(),
})

describe('backupDue', () => {
  it('is due with no good backup yet, and once a period has passed since the last good one started', () => {
    expect(backupDue(null, now, 24 * H)).toBe(true)
    expect(backupDue(run('ok', 23.9), now, 24 * H)).toBe(false)
    expect(backupDue(run('ok', 24), now, 24 * H)).toBe(true)
  })
  it('never, when the schedule is off (BACKUP_EVERY_HOURS=0)', () => {
    expect(backupDue(null, now, 0)).toBe(false)
  })
})

describe('backupHealth', () => {
  it('warns when the last run failed, even with an older good one', () => {
    expect(backupHealth(run('failed', 1), run('ok', 25), now)).toBe('failed')
  })
  it('warns when the last good backup is older than 48 hours, or there is none', () => {
    expect(backupHealth(run('ok', 47), run('ok', 47), now)).toBe('ok')
    expect(backupHealth(run('ok', 49), run('ok', 49), now)).toBe('stale')
    expect(backupHealth(null, null, now)).toBe('never')
  })
})

describe('tickMs', () => {
  it('looks a tenth of the period apart, between 5 seconds and 10 minutes', () => {
    expect(tickMs(24 * H)).toBe(10 * 60_000)
    expect(tickMs(H)).toBe(6 * 60_000)
    expect(tickMs(10_000)).toBe(5_000)
  })
})
