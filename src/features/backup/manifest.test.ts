import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkUnpacked, describeMembers, FORMAT, type Manifest } from './manifest'

/** An unpacked archive: a database snapshot, a media file, the secrets, and its manifest. */
async function archive(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vetrina-manifest-'))
  fs.mkdirSync(path.join(dir, 'media'))
  fs.writeFileSync(path.join(dir, 'vetrina.db'), Buffer.alloc(4096, 7))
  fs.writeFileSync(path.join(dir, 'media', 'vaso-onda-main.webp'), Buffer.from('RIFF....WEBP'))
  fs.writeFileSync(path.join(dir, 'secrets.json'), '{"PAYLOAD_SECRET":"x"}')
  const manifest: Manifest = {
    format: FORMAT,
    appVersion: '0.1.0',
    takenAt: new Date().toISOString(),
    database: 'sqlite',
    lastMigration: '20261125_105719_media_storage',
    counts: { orders: 3, users: 2 },
    invoiceYears: [2026],
    members: await describeMembers(dir),
  }
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest))
  return dir
}

describe('backup manifest', () => {
  it('lists every member with its size and SHA-256, and an intact archive has no problem', async () => {
    const dir = await archive()
    const { manifest, problems } = await checkUnpacked(dir)
    expect(problems).toEqual([])
    expect(manifest!.members.map((m) => m.path)).toEqual(['media/vaso-onda-main.webp', 'secrets.json', 'vetrina.db'])
    expect(manifest!.members[2]).toMatchObject({ size: 4096, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) })
  })

  it('refuses a truncated, a corrupt, a padded and a foreign archive, saying which', async () => {
    const truncated = await archive()
    fs.rmSync(path.join(truncated, 'media', 'vaso-onda-main.webp'))
    expect((await checkUnpacked(truncated)).problems).toEqual([
      'media/vaso-onda-main.webp: missing (the archive is truncated)',
    ])

    const corrupt = await archive()
    const db = fs.readFileSync(path.join(corrupt, 'vetrina.db'))
    db[100] = 0
    fs.writeFileSync(path.join(corrupt, 'vetrina.db'), db)
    expect((await checkUnpacked(corrupt)).problems).toEqual(['vetrina.db: checksum differs (the archive is damaged)'])

    const padded = await archive()
    fs.appendFileSync(path.join(padded, 'secrets.json'), ' ')
    fs.writeFileSync(path.join(padded, 'extra.sql'), 'DROP TABLE orders;')
    expect((await checkUnpacked(padded)).problems).toEqual([
      'secrets.json: 23 bytes instead of 22',
      'extra.sql: not in the manifest',
    ])

    const foreign = await archive()
    fs.writeFileSync(path.join(foreign, 'manifest.json'), JSON.stringify({ format: 'other-tool/3' }))
    expect((await checkUnpacked(foreign)).problems).toEqual(['not a vetrina-backup/1 archive (format: "other-tool/3")'])
    const none = fs.mkdtempSync(path.join(os.tmpdir(), 'vetrina-manifest-'))
    expect((await checkUnpacked(none)).problems).toEqual(['no manifest.json: not a Vetrina backup'])
  })

  it('refuses member paths that leave the archive', async () => {
    const dir = await archive()
    const m = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'))
    m.members[0].path = '../../etc/passwd'
    fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(m))
    expect((await checkUnpacked(dir)).problems[0]).toMatch(/manifest.json is not valid: members.0.path/)
  })
})
