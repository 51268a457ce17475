import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { generateX25519Identity, identityToRecipient } from 'age-encryption'
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
  it('packs and unpacks byte for byte, plain and encrypted with a passphrase or to a public key; readable by its owner only', async () => {
    const src = await folder()
    const identity = await generateX25519Identity()
    const recipient = await identityToRecipient(identity)
    const cases = [
      { encryption: { kind: 'plain' as const }, keys: {} },
      {
        encryption: { kind: 'passphrase' as const, passphrase: 'correct horse battery staple' },
        keys: { passphrase: 'correct horse battery staple' },
      },
      { encryption: { kind: 'recipients' as const, recipients: [recipient] }, keys: { identities: [identity] } },
    ]
    for (const { encryption, keys } of cases) {
      const file = path.join(tmp(), encryption.kind === 'plain' ? 'b.tar.gz' : 'b.tar.gz.age')
      await packArchive(src, file, encryption)
      expect(fs.existsSync(`${file}.partial`)).toBe(false)
      expect(fs.statSync(file).mode & 0o777).toBe(0o600)
      const bytes = fs.readFileSync(file)
      if (encryption.kind !== 'plain') {
        expect(bytes.subarray(0, 21).toString()).toBe('age-encryption.org/v1')
        expect(bytes.includes('s3cret')).toBe(false)
      }
      const out = tmp()
      const manifest = await unpackArchive(file, out, keys)
      expect(manifest.members.map((m) => m.path)).toEqual(['media/vaso-onda-main.webp', 'secrets.json', 'vetrina.db'])
      for (const m of manifest.members)
        expect(fs.readFileSync(path.join(out, m.path))).toEqual(fs.readFileSync(path.join(src, m.path)))
    }
  }, 60_000)

  it('refuses a wrong passphrase, a missing one, a truncated or damaged archive and a foreign one, writing nothing outside its folder', async () => {
    const src = await folder()
    const enc = path.join(tmp(), 'b.tar.gz.age')
    await packArchive(src, enc, { kind: 'passphrase', passphrase: 'right passphrase' })
    expect(await refusal(unpackArchive(enc, tmp(), { passphrase: 'wrong passphrase' }))).toMatch(/wrong passphrase/)
    expect(await refusal(unpackArchive(enc, tmp()))).toMatch(/encrypted: set BACKUP_PASSPHRASE/)

    const plain = path.join(tmp(), 'b.tar.gz')
    await packArchive(src, plain, { kind: 'plain' })
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
    await packArchive(foreignDir, foreign, { kind: 'plain' })
    expect(await refusal(unpackArchive(foreign, tmp()))).toMatch(/not a vetrina-backup\/1 archive/)
  }, 60_000)

  it('an archive encrypted to a public key opens with its identity only; a plain one is refused where encryption is configured unless allowed', async () => {
    const src = await folder()
    const identity = await generateX25519Identity()
    const other = await generateX25519Identity()
    const enc = path.join(tmp(), 'k.tar.gz.age')
    await packArchive(src, enc, { kind: 'recipients', recipients: [await identityToRecipient(identity)] })
    expect(await refusal(unpackArchive(enc, tmp(), { identities: [other] }))).toMatch(/^wrong key/)
    expect(await refusal(unpackArchive(enc, tmp(), { passphrase: 'a passphrase' }))).toMatch(/--identity <file>/)
    expect(await refusal(unpackArchive(enc, tmp(), { identities: ['AGE-SECRET-KEY-1NOTAKEY'] }))).toMatch(
      /not an age identity/,
    )

    // Told apart by its bytes, not its name: a plain archive named like an encrypted one.
    const plain = path.join(tmp(), 'planted.tar.gz.age')
    await packArchive(src, plain, { kind: 'plain' })
    const out = tmp()
    expect(await refusal(unpackArchive(plain, out, { identities: [identity] }))).toMatch(/not encrypted.*--allow-plain/)
    expect(fs.readdirSync(out)).toEqual([])
    expect(await refusal(unpackArchive(plain, tmp(), {}, { encryptionConfigured: true, allowPlain: false }))).toMatch(
      /--allow-plain/,
    )
    const manifest = await unpackArchive(plain, tmp(), { identities: [identity] }, { allowPlain: true })
    expect(manifest.members).toHaveLength(3)
  })
})
