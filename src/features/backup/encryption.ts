import { Decrypter, Encrypter } from 'age-encryption'

/**
 * How an archive is encrypted (issue 52, ADR 0035): never in clear unless asked for. To one or more age
 * public keys (BACKUP_AGE_RECIPIENT, `age1…`: the server writes archives it cannot read, the safer
 * default for a machine that may be stolen), or with a passphrase (BACKUP_PASSPHRASE, age's scrypt).
 * With neither, the shop takes no backup; a plain archive only on request (`npm run backup -- --plain`),
 * kept on this machine, never copied to a bucket. Plain TS: the decisions are unit-tested.
 */
export type Encryption =
  { kind: 'recipients'; recipients: string[] } | { kind: 'passphrase'; passphrase: string } | { kind: 'plain' }

/** Why the shop takes no backup: no encryption configured, or a public key that is not one. */
export type BackupOff = { reason: 'no_encryption' | 'bad_recipient'; message: string }

/** The key's own check (bech32, its length and checksum): a typo is refused, never taken for "no key". */
function badRecipient(recipient: string): boolean {
  if (!recipient.startsWith('age1')) return true
  try {
    new Encrypter().addRecipient(recipient)
    return false
  } catch {
    return true
  }
}

/**
 * The encryption of the shop's archives from its settings. Public keys win over a passphrase when both
 * are set (the passphrase then only opens older archives at a restore).
 */
export function backupEncryption(settings: {
  recipients: string[]
  passphrase?: string
}): { ok: true; encryption: Exclude<Encryption, { kind: 'plain' }> } | ({ ok: false } & BackupOff) {
  if (settings.recipients.length) {
    const bad = settings.recipients.filter(badRecipient)
    if (bad.length)
      return {
        ok: false,
        reason: 'bad_recipient',
        message: `BACKUP_AGE_RECIPIENT is not an age public key (age1…): ${bad.map((r) => (r.length > 12 ? `${r.slice(0, 12)}…` : r)).join(', ')}; no backup is taken until it is corrected`,
      }
    return { ok: true, encryption: { kind: 'recipients', recipients: settings.recipients } }
  }
  if (settings.passphrase) return { ok: true, encryption: { kind: 'passphrase', passphrase: settings.passphrase } }
  return {
    ok: false,
    reason: 'no_encryption',
    message:
      'backups are not encrypted, so none is taken: set BACKUP_AGE_RECIPIENT (an age public key, age1…) or BACKUP_PASSPHRASE; a plain archive only with `npm run backup -- --plain`',
  }
}

/** Encrypts a stream as the settings say (a plain archive passes through). */
export async function encryptStream(
  plain: ReadableStream<Uint8Array>,
  encryption: Encryption,
): Promise<ReadableStream<Uint8Array>> {
  if (encryption.kind === 'plain') return plain
  const e = new Encrypter()
  if (encryption.kind === 'passphrase') e.setPassphrase(encryption.passphrase)
  else for (const r of encryption.recipients) e.addRecipient(r)
  return e.encrypt(plain)
}

const AGE_MAGIC = 'age-encryption.org/v1\n'

/**
 * What the first bytes of a file say it is: an age file — encrypted with a passphrase (`scrypt`
 * stanza) or to public keys (`X25519` and the others) — or a gzip (a plain archive), by its content,
 * never by its name.
 */
export function sniffArchive(head: Uint8Array): 'age-passphrase' | 'age-recipients' | 'plain' | 'unknown' {
  const text = Buffer.from(head).toString('latin1')
  if (text.startsWith(AGE_MAGIC)) {
    const stanzas = [...text.matchAll(/^-> (\S+)/gm)].map((m) => m[1])
    return stanzas.includes('scrypt') ? 'age-passphrase' : 'age-recipients'
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return 'plain'
  return 'unknown'
}

/** The identities of an age key file (`age-keygen`'s, or `npm run backup:keygen`'s): comments and blank lines skipped. */
export const parseIdentities = (text: string | undefined): string[] =>
  (text ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))

/** What a restore may open an archive with. */
export type Keys = { passphrase?: string; identities?: string[] }

/**
 * Whether a restore refuses this archive before it decrypts anything, and why (the operator's words):
 * a plain archive where encryption is configured (unless `--allow-plain`: a planted plain archive must
 * not slip in where every real one is encrypted), an encrypted one with nothing to open it.
 */
export function restoreRefusal(
  kind: ReturnType<typeof sniffArchive>,
  keys: Keys,
  opts: { encryptionConfigured: boolean; allowPlain?: boolean },
): string | null {
  if (kind === 'plain' && opts.encryptionConfigured && !opts.allowPlain)
    return 'the archive is not encrypted, and this shop encrypts its backups: restore it only if you know where it comes from, with --allow-plain'
  if (kind === 'age-passphrase' && !keys.passphrase)
    return 'the archive is encrypted: set BACKUP_PASSPHRASE to the passphrase it was written with'
  if (kind === 'age-recipients' && !keys.identities?.length)
    return 'the archive is encrypted to an age public key: give its identity (the private key) with --identity <file>, BACKUP_AGE_IDENTITY_FILE or BACKUP_AGE_IDENTITY'
  return null
}

/** A decrypter with the keys given; an identity that is not one is refused in the operator's words. */
export function decrypterFor(keys: Keys): Decrypter {
  const d = new Decrypter()
  if (keys.passphrase) d.addPassphrase(keys.passphrase)
  for (const id of keys.identities ?? []) {
    try {
      d.addIdentity(id)
    } catch {
      throw new Error('the identity given is not an age identity (AGE-SECRET-KEY-1…)')
    }
  }
  return d
}
