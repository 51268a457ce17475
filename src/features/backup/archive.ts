import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { Decrypter, Encrypter } from 'age-encryption'
import * as tar from 'tar'
import { checkUnpacked, type Manifest } from './manifest'

/**
 * A backup archive on disk (issue 36): the unpacked folder — `manifest.json` first, then its members —
 * as one gzipped tar, encrypted with age when a passphrase is given (it holds personal data and
 * password hashes). Written under a `.partial` name and renamed when complete, so a crash or a full
 * disk never leaves a half-written archive that looks whole.
 */
export const ARCHIVE_SUFFIX = '.tar.gz'
export const ENCRYPTED_SUFFIX = '.tar.gz.age'

export async function packArchive(dir: string, file: string, passphrase?: string): Promise<void> {
  const partial = `${file}.partial`
  try {
    const members = fs.readdirSync(dir).filter((n) => n !== 'manifest.json')
    const pack = tar.c({ gzip: true, cwd: dir, portable: true }, ['manifest.json', ...members.sort()])
    // When the write fails (a full disk), the packer may still be reading the folder the caller is
    // removing: its late errors are expected, not unhandled.
    pack.on('error', () => undefined)
    // node-tar's stream is a Minipass: read as an async iterable.
    const stream = Readable.from(pack as AsyncIterable<Buffer>)
    if (passphrase) {
      const e = new Encrypter()
      e.setPassphrase(passphrase)
      const encrypted = await e.encrypt(Readable.toWeb(stream) as ReadableStream<Uint8Array>)
      await pipeline(Readable.fromWeb(encrypted as never), fs.createWriteStream(partial))
    } else {
      await pipeline(stream, fs.createWriteStream(partial))
    }
    const fd = fs.openSync(partial, 'r')
    fs.fsyncSync(fd)
    fs.closeSync(fd)
    fs.renameSync(partial, file)
  } catch (err) {
    fs.rmSync(partial, { force: true })
    throw err
  }
}

export class ArchiveRefused extends Error {}

/**
 * Unpacks an archive into `dir` (empty) and checks it against its manifest. Throws ArchiveRefused with
 * the operator's words when it cannot be read (wrong passphrase, truncated, not an archive) or a member
 * is missing, damaged or foreign. Nothing outside `dir` is written.
 */
export async function unpackArchive(file: string, dir: string, passphrase?: string): Promise<Manifest> {
  if (!fs.existsSync(file)) throw new ArchiveRefused(`${file}: no such file`)
  const encrypted = file.endsWith('.age')
  if (encrypted && !passphrase) throw new ArchiveRefused('the archive is encrypted: set BACKUP_PASSPHRASE')
  try {
    let input: Readable = fs.createReadStream(file)
    if (encrypted) {
      const d = new Decrypter()
      d.addPassphrase(passphrase!)
      // age checks the header's MAC against the passphrase before it yields a byte.
      const plain = await d.decrypt(Readable.toWeb(input) as ReadableStream<Uint8Array>).catch((err: Error) => {
        throw new ArchiveRefused(
          /passphrase|identity|decrypt|scrypt/i.test(err.message)
            ? 'wrong passphrase: the archive cannot be decrypted with BACKUP_PASSPHRASE'
            : `the archive cannot be decrypted (${err.message})`,
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
