import { Encrypter, generateX25519Identity, identityToRecipient } from 'age-encryption'
import { describe, expect, it } from 'vitest'
import { backupEncryption, decrypterFor, parseIdentities, restoreRefusal, sniffArchive } from './encryption'
import { pgCommandTarget } from './pg-connection'

describe('the encryption of the archives (issue 52)', () => {
  it('takes no backup without a public key or a passphrase, and says what to set', () => {
    const off = backupEncryption({ recipients: [], passphrase: undefined })
    expect(off).toMatchObject({ ok: false, reason: 'no_encryption' })
    expect(!off.ok && off.message).toMatch(/BACKUP_AGE_RECIPIENT .*BACKUP_PASSPHRASE.*--plain/)
  })

  it('encrypts to the public keys given (they win over a passphrase), or with the passphrase', async () => {
    const a = await identityToRecipient(await generateX25519Identity())
    const b = await identityToRecipient(await generateX25519Identity())
    expect(backupEncryption({ recipients: [a, b], passphrase: 'also set' })).toEqual({
      ok: true,
      encryption: { kind: 'recipients', recipients: [a, b] },
    })
    expect(backupEncryption({ recipients: [], passphrase: 'una frase' })).toEqual({
      ok: true,
      encryption: { kind: 'passphrase', passphrase: 'una frase' },
    })
  })

  it('refuses a public key that is not one (a typo is never taken for "no key" or for the passphrase)', async () => {
    const good = await identityToRecipient(await generateX25519Identity())
    const typo = good.slice(0, -1) + (good.endsWith('q') ? 'p' : 'q')
    for (const recipients of [[typo], ['AGE-SECRET-KEY-1ABC'], [good, 'age1short']]) {
      const r = backupEncryption({ recipients, passphrase: 'a passphrase' })
      expect(r).toMatchObject({ ok: false, reason: 'bad_recipient' })
      // The refusal names the key by its start only.
      expect(!r.ok && r.message).not.toContain(typo)
    }
  })

  it('tells an age file from a plain archive by its bytes, and whether a passphrase or a key opens it', async () => {
    const withPassphrase = new Encrypter()
    withPassphrase.setScryptWorkFactor(10)
    withPassphrase.setPassphrase('p')
    expect(sniffArchive(await withPassphrase.encrypt('x'))).toBe('age-passphrase')
    const toKey = new Encrypter()
    toKey.addRecipient(await identityToRecipient(await generateX25519Identity()))
    expect(sniffArchive(await toKey.encrypt('x'))).toBe('age-recipients')
    expect(sniffArchive(Uint8Array.from([0x1f, 0x8b, 8, 0]))).toBe('plain')
    expect(sniffArchive(Buffer.from('hello'))).toBe('unknown')
  })

  it('a restore refuses a plain archive where encryption is configured unless told so, and an encrypted one it cannot open', () => {
    const configured = { encryptionConfigured: true }
    expect(restoreRefusal('plain', {}, configured)).toMatch(/not encrypted.*--allow-plain/)
    expect(restoreRefusal('plain', {}, { ...configured, allowPlain: true })).toBeNull()
    expect(restoreRefusal('plain', {}, { encryptionConfigured: false })).toBeNull()
    expect(restoreRefusal('age-passphrase', { identities: ['AGE-SECRET-KEY-1X'] }, configured)).toMatch(
      /encrypted: set BACKUP_PASSPHRASE/,
    )
    expect(restoreRefusal('age-recipients', { passphrase: 'p' }, configured)).toMatch(/--identity <file>/)
    expect(restoreRefusal('age-recipients', { identities: ['AGE-SECRET-KEY-1X'] }, configured)).toBeNull()
  })

  it('reads identities from an age key file, and refuses one that is not an identity', async () => {
    const id = await generateX25519Identity()
    const file = `# created: 2026-11-27\n# public key: ${await identityToRecipient(id)}\n\n${id}\n`
    expect(parseIdentities(file)).toEqual([id])
    expect(() => decrypterFor({ identities: ['age1notasecret'] })).toThrow(/not an age identity/)
  })
})

describe('pg_dump and pg_restore get the password outside their command line (issue 52)', () => {
  it('the connection string loses its password, which goes to PGPASSWORD (percent-decoded)', () => {
    expect(pgCommandTarget('postgres://shop:s%40cret%2Fpw@db.example:5433/vetrina?sslmode=require')).toEqual({
      dbname: 'postgres://shop@db.example:5433/vetrina?sslmode=require',
      env: { PGPASSWORD: 's@cret/pw' },
    })
    expect(pgCommandTarget('postgresql://shop@db/vetrina?password=q-secret&sslmode=verify-full')).toEqual({
      dbname: 'postgresql://shop@db/vetrina?sslmode=verify-full',
      env: { PGPASSWORD: 'q-secret' },
    })
    // No password: libpq reads PGPASSWORD or ~/.pgpass as the operator set them.
    expect(pgCommandTarget('postgres://vetrina@127.0.0.1:5432/vetrina')).toEqual({
      dbname: 'postgres://vetrina@127.0.0.1:5432/vetrina',
      env: {},
    })
  })
})
