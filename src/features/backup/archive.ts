import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import * as tar from 'tar'
import { decrypterFor, encryptStream, restoreRefusal, sniffArchive, type Encryption, type Keys } from './encryption'
import { checkUnpacked, type Manifest } from './manifest'

/**
 * A backup archive on disk (issue 36): the unpacked folder — `manifest.json` first, then its members —
 * as one gzipped tar, encrypted with age (it holds personal data, password hashes and the shop's
 * secrets): to public keys or with a passphrase, plain only when asked (issue 52, encryption.ts).
 * Readable by its owner only (0600). Written under a `.partial` name and renamed when complete, so a
 * crash or a full disk never leaves a half-written archive that looks whole.
 */
export const ARCHIVE_SUFFIX = '.tar.gz'
export { ENCRYPTED_SUFFIX } from './retention'
/** Archives, their descriptions and their parts: the owner's only. */
export const FILE_MODE = 0o600

export async function packArchive(dir: string, file: string, encryption: Encryption): Promise<void> {
  const partial = `${file}.partial`
  try {
    const members = fs.readdirSync(dir).filter((n) => n !== 'manifest.json')
    const pack = tar.c({ gzip: true, cwd: dir, portable: true }, ['manifest.json', ...members.sort()])
    // When the write fails (a full disk), the packer may still be reading the folder the caller is
    // removing: its late errors are expected, not unhandled.
    pack.on('error', () => undefined)
    // node-tar's stream is a Minipass: read as an async iterable.
    const stream = Readable.from(pack as AsyncIterable<Buffer>)
    const out = await encryptStream(Readable.toWeb(stream) as ReadableStream<Uint8Array>, encryption)
    // Created 0600 (the umask only takes bits away), and made so again once whole.
    await pipeline(Readable.fromWeb(out as never), fs.createWriteStream(partial, { mode: FILE_MODE }))
    const fd = fs.openSync(partial, 'r')
    fs.fsyncSync(fd)
    fs.closeSync(fd)
    fs.renameSync(partial, file)
    fs.chmodSync(file, FILE_MODE)
  } catch (err) {
    fs.rmSync(partial, { force: true })
    throw err
  }
}

export class ArchiveRefused extends Error {}

/**
 * Unpacks an archive into `dir` (empty) and checks it against its manifest. Throws ArchiveRefused with
 * the operator's words when it cannot be read (wrong passphrase or key, truncated, not an archive), a
 * member is missing, damaged or foreign, or it is plain where encryption is configured (unless
 * `allowPlain`). Whether it is encrypted is read from its bytes, not its name. Nothing outside `dir` is
 * written.
 */
export async function unpackArchive(
  file: string,
  dir: string,
  keys: Keys = {},
  opts: { encryptionConfigured?: boolean; allowPlain?: boolean } = {},
): Promise<Manifest> {
  if (!fs.existsSync(file)) throw new ArchiveRefused(`${file}: no such file`)
  const head = Buffer.alloc(4096)
  const fd = fs.openSync(file, 'r')
  const kind = sniffArchive(head.subarray(0, fs.readSync(fd, head, 0, head.length, 0)))
  fs.closeSync(fd)
  const refusal = restoreRefusal(kind, keys, {
    encryptionConfigured: opts.encryptionConfigured ?? Boolean(keys.passphrase || keys.identities?.length),
    allowPlain: opts.allowPlain,
  })
  if (refusal) throw new ArchiveRefused(refusal)
  try {
    let input: Readable = fs.createReadStream(file)
    if (kind === 'age-passphrase' || kind === 'age-recipients') {
      let d
      try {
        d = decrypterFor(keys)
      } catch (err) {
        throw new ArchiveRefused((err as Error).message)
      }
      // age checks the header's MAC against the passphrase or key before it yields a byte.
      const plain = await d.decrypt(Readable.toWeb(input) as ReadableStream<Uint8Array>).catch((err: Error) => {
        if (!/passphrase|identity|decrypt|scrypt|HMAC|matched/i.test(err.message))
          throw new ArchiveRefused(`the archive cannot be decrypted (${err.message})`)
        throw new ArchiveRefused(
          kind === 'age-passphrase'
            ? 'wrong passphrase: the archive cannot be decrypted with BACKUP_PASSPHRASE'
            : 'wrong key: none of the identities given opens the archive (it is encrypted to another age public key)',
        )
      })
      input = Readable.fromWeb(plain as never)
    }
    // Only plain files and folders inside `dir` (no links, no absolute or ../ paths).
    await pipeline(
      input,
      tar.x({
        cwd: dir,
        strict: true,
        filter: (p, entry) =>
          !path.isAbsolute(p) &&
          !p.split('/').includes('..') &&
          ['File', 'Directory'].includes(String((entry as { type?: string }).type)),
      }),
    )
  } catch (err) {
    if (err instanceof ArchiveRefused) throw err
    throw new ArchiveRefused(
      `the archive cannot be read: ${(err as Error).message} (truncated or not a Vetrina backup)`,
    )
  }
  const { manifest, problems } = await checkUnpacked(dir)
  if (!manifest || problems.length) throw new ArchiveRefused(problems.join('; '))
  return manifest
}
