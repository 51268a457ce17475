import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ArchiveRefused, packArchive, unpackArchive } from './archive'
import { describeMembers, FORMAT } from './manifest'

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'vetrina-archive-'))

/** A backup folder: a database, a photo, the secrets, and its manifest. */
async function folder(): Promise<string> {
  const dir = tmp()
  fs.mkdirSync(path.join(dir, 'media'))
  fs.writeFileSync(
    path.join(dir, 'vetrina.db'),
    Buffer.from(Array.from({ length: 200_000 }, (_, i) => (i * 7919) % 251)),
  )
  fs.writeFileSync(path.join(dir, 'media', 'vaso-onda-main.webp'), Buffer.from('RIFF\u0000\u0000WEBPVP8 photo bytes'))
  fs.writeFileSync(path.join(dir, 'secrets.json'), '{"PAYLOAD_SECRET":"s3cret"}')
  const members = await describeMembers(dir)
  const manifest = {
    format: FORMAT,
    appVersion: '0.1.0',
    takenAt: new Date().toISOString(),
    database: 'sqlite',
    lastMigration: '20261125_105719_media_storage',
    counts: { orders: 1 },
    invoiceYears: [2026],
    members,
  }
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest))
  return dir
}
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'accepted',
    (e: Error) => (e instanceof ArchiveRefused ? e.message : `not a refusal: ${e.message}`),
  )

describe('backup archive', () => {
  it('packs and unpacks byte for byte, plain and encrypted with a passphrase', async () => {
    const src = await folder()
    for (const passphrase of [undefined, 'correct horse battery staple']) {
      const file = path.join(tmp(), passphrase ? 'b.tar.gz.age' : 'b.tar.gz')
      await packArchive(src, file, passphrase)
      expect(fs.existsSync(`${file}.partial`)).toBe(false)
      if (passphrase) expect(fs.readFileSync(file).subarray(0, 21).toString()).toBe('age-encryption.org/v1')
      const out = tmp()
      const manifest = await unpackArchive(file, out, passphrase)
      expect(manifest.members.map((m) => m.path)).toEqual(['media/vaso-onda-main.webp', 'secrets.json', 'vetrina.db'])
      for (const m of manifest.members)
        expect(fs.readFileSync(path.join(out, m.path))).toEqual(fs.readFileSync(path.join(src, m.path)))
    }
  })

  it('refuses a wrong passphrase, a missing one, a truncated or damaged archive and a foreign one, writing nothing outside its folder', async () => {
    const src = await folder()
    const enc = path.join(tmp(), 'b.tar.gz.age')
    await packArchive(src, enc, 'right passphrase')
    expect(await refusal(unpackArchive(enc, tmp(), 'wrong passphrase'))).toMatch(/wrong passphrase/)
    expect(await refusal(unpackArchive(enc, tmp()))).toMatch(/encrypted: set BACKUP_PASSPHRASE/)

    const plain = path.join(tmp(), 'b.tar.gz')
    await packArchive(src, plain)
    const bytes = fs.readFileSync(plain)
    const truncated = path.join(tmp(), 'cut.tar.gz')
    fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)))
    expect(await refusal(unpackArchive(truncated, tmp()))).toMatch(/cannot be read|truncated|missing/)
    const damaged = path.join(tmp(), 'bad.tar.gz')
    const copy = Buffer.from(bytes)
    copy[Math.floor(copy.length / 2)] ^= 0xff
    fs.writeFileSync(damaged, copy)
    expect(await refusal(unpackArchive(damaged, tmp()))).toMatch(/cannot be read|damaged|differs/)

    const foreignDir = tmp()
    fs.writeFileSync(path.join(foreignDir, 'notes.txt'), 'hello')
    fs.writeFileSync(path.join(foreignDir, 'manifest.json'), '{"format":"other-tool/3"}')
    const foreign = path.join(tmp(), 'foreign.tar.gz')
    await packArchive(foreignDir, foreign)
    expect(await refusal(unpackArchive(foreign, tmp()))).toMatch(/not a vetrina-backup\/1 archive/)
  })
})
