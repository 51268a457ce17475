import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runBackup } from '@/features/backup/schedule'
import { failedForSpace, freeBytes, isDiskFull } from '@/lib/disk-full'
import { env } from '@/lib/env'
import { missingFileIs404 } from '@/payload/collections/Media'
import { shop } from './helpers'

/**
 * Issue 36: a full disk. Writes are sent to /dev/full (the kernel answers ENOSPC to every write) through
 * a link at the path the shop writes to, so the failure is the real one, not a mock.
 */
const saved = { ...process.env }
afterAll(() => {
  process.env = saved
})

describe('a full disk', () => {
  it('during a backup: the run fails saying so, and no archive, part of one or staging folder is left', async () => {
    const payload = await shop()
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vetrina-full-'))
    process.env.BACKUP_DIR = dir
    process.env.BACKUP_PASSPHRASE = 'never in clear' // issue 52: none is taken without encryption
    const now = new Date(Math.floor(Date.now() / 1000) * 1000)
    const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-')
    fs.symlinkSync('/dev/full', path.join(dir, `vetrina-${stamp}.tar.gz.age.partial`))
    const r = await runBackup(payload, 'command', now)
    expect(r.ok).toBe(false)
    expect(!r.ok && r.error).toMatch(/^disk full: .*ENOSPC/)
    expect(fs.readdirSync(dir)).toEqual([])
    const { docs } = await payload.find({
      collection: 'backup-runs',
      where: { startedAt: { equals: now.toISOString() } },
      overrideAccess: true,
    })
    expect(docs.map((d) => [d.status, d.error?.slice(0, 10)])).toEqual([['failed', 'disk full:']])
  })
})

describe('files of the media folder', () => {
  it('are served only when a stored document names them: the part of an upload written before the disk filled up answers 404', async () => {
    const payload = await shop()
    fs.mkdirSync(env.mediaDir, { recursive: true })
    const orphan = `half-written-${Date.now()}.png`
    fs.writeFileSync(path.join(env.mediaDir, orphan), Buffer.alloc(1024, 1))
    const handle = (filename: string) =>
      (missingFileIs404 as unknown as (req: unknown, a: { params: { filename: string } }) => Promise<Response | void>)(
        { payload },
        { params: { filename } },
      )
    expect((await handle(orphan))?.status).toBe(404)
    expect((await handle('never-written.png'))?.status).toBe(404)
    const stored = (await payload.find({ collection: 'media', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    expect(await handle(stored.filename!)).toBeUndefined() // Payload serves it
    const size = stored.sizes?.card?.filename
    if (size) expect(await handle(size)).toBeUndefined()
    fs.rmSync(path.join(env.mediaDir, orphan))
  })
})

describe('isDiskFull', () => {
  it('knows ENOSPC as Node, SQLite and PostgreSQL say it, and nothing else', () => {
    expect(isDiskFull(Object.assign(new Error('write ENOSPC'), { code: 'ENOSPC' }))).toBe(true)
    expect(isDiskFull(new Error('SQLITE_FULL: database or disk is full'))).toBe(true)
    expect(isDiskFull(new Error('could not extend file "base/16384/2619": No space left on device'))).toBe(true)
    expect(isDiskFull(new Error('EACCES: permission denied'))).toBe(false)
  })

  it('takes a wrapped write error (Payload says only "problem while uploading") for a full disk when the disk has less room than asked', () => {
    const wrapped = new Error('There was a problem while uploading the file.')
    expect(failedForSpace(wrapped, os.tmpdir(), Number.MAX_SAFE_INTEGER)).toBe(true)
    expect(failedForSpace(wrapped, os.tmpdir(), 1)).toBe(false)
    expect(freeBytes(os.tmpdir())).toBeGreaterThan(0)
  })
})
