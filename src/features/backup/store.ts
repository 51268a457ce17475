import fs from 'node:fs'
import path from 'node:path'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { z } from 'zod'
import type { S3Settings } from '@/lib/env'
import { archivesToKeep, isEncryptedName, type ArchiveInfo, type RetentionRule } from './retention'

/**
 * Where archives are kept (issue 36): BACKUP_DIR on this machine and, when configured, a bucket under a
 * prefix, so a lost machine does not take its backups with it. Beside each archive a small description
 * (`<archive>.json`: when, which invoice years, size, SHA-256 — no personal data) lets the pruning and
 * the operator know what an archive holds without decrypting it. An archive without its description is
 * never pruned.
 */
export const ARCHIVE_NAME = /^vetrina-\d{8}-\d{6}\.tar\.gz(\.age)?$/
export const describedBy = (archive: string) => `${archive}.json`

export const sidecarSchema = z.object({
  takenAt: z.iso.datetime(),
  invoiceYears: z.array(z.number().int()),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  database: z.enum(['sqlite', 'postgres']),
})
export type Sidecar = z.infer<typeof sidecarSchema>

const toInfo = (name: string, raw: unknown): ArchiveInfo | null => {
  const s = sidecarSchema.safeParse(raw)
  if (!s.success) return null
  const info: ArchiveInfo = { name, takenAt: new Date(s.data.takenAt), invoiceYears: s.data.invoiceYears }
  return isEncryptedName(name) ? info : { ...info, plain: true }
}

/** The described archives of a folder. */
export function listLocal(dir: string): ArchiveInfo[] {
  if (!fs.existsSync(dir)) return []
  const out: ArchiveInfo[] = []
  for (const name of fs.readdirSync(dir).filter((n) => ARCHIVE_NAME.test(n))) {
    try {
      const info = toInfo(name, JSON.parse(fs.readFileSync(path.join(dir, describedBy(name)), 'utf8')))
      if (info) out.push(info)
    } catch {
      // no description: kept
    }
  }
  return out
}

/**
 * Makes every archive of `dir`, its description and any part left behind readable by the owner only
 * (issue 52): archives written before that rule, or copied in by hand, are closed too. Returns how many
 * were changed.
 */
export function ownerOnly(dir: string, mode = 0o600): number {
  if (!fs.existsSync(dir)) return 0
  let changed = 0
  for (const name of fs.readdirSync(dir)) {
    if (!/^vetrina-\d{8}-\d{6}\.tar\.gz(\.age)?(\.json|\.partial)?$/.test(name)) continue
    const file = path.join(dir, name)
    const st = fs.lstatSync(file)
    if (!st.isFile() || (st.mode & 0o777) === mode) continue
    fs.chmodSync(file, mode)
    changed += 1
  }
  return changed
}

/** Deletes the archives of `dir` the retention rule does not keep; returns their names. */
export function pruneLocal(dir: string, now: Date, rule?: RetentionRule): string[] {
  const all = listLocal(dir)
  const keep = archivesToKeep(all, now, rule)
  const gone = all.filter((a) => !keep.has(a.name)).map((a) => a.name)
  for (const name of gone) {
    fs.rmSync(path.join(dir, name), { force: true })
    fs.rmSync(path.join(dir, describedBy(name)), { force: true })
  }
  return gone
}

export type Bucket = S3Settings & { prefix: string }

/** A client for the bucket. Streamed uploads are sent plain (no aws-chunked checksum trailer), which
 * every S3-compatible store understands; the archive's own SHA-256 is in its description. */
export const s3Client = (s: S3Settings) =>
  new S3Client({
    endpoint: s.endpoint,
    region: s.region,
    forcePathStyle: s.forcePathStyle,
    credentials: s.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
  })

/** Copies an archive and its description to the bucket; returns the archive's s3:// address. */
export async function uploadArchive(bucket: Bucket, file: string): Promise<string> {
  const client = s3Client(bucket)
  const name = path.basename(file)
  // The description last: an archive is listed (and may be pruned) only once it is whole in the bucket.
  for (const f of [file, describedBy(file)])
    await client.send(
      new PutObjectCommand({
        Bucket: bucket.bucket,
        Key: bucket.prefix + path.basename(f),
        Body: fs.createReadStream(f),
        ContentLength: fs.statSync(f).size,
      }),
    )
  return `s3://${bucket.bucket}/${bucket.prefix}${name}`
}

async function listKeys(bucket: Bucket): Promise<string[]> {
  const client = s3Client(bucket)
  const keys: string[] = []
  let token: string | undefined
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket.bucket, Prefix: bucket.prefix, ContinuationToken: token }),
    )
    for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key)
    token = page.NextContinuationToken
  } while (token)
  return keys
}

/** The described archives in the bucket. */
export async function listBucket(bucket: Bucket): Promise<ArchiveInfo[]> {
  const client = s3Client(bucket)
  const keys = new Set(await listKeys(bucket))
  const out: ArchiveInfo[] = []
  for (const key of keys) {
    const name = key.slice(bucket.prefix.length)
    if (!ARCHIVE_NAME.test(name) || !keys.has(describedBy(key))) continue
    try {
      const body = (await client.send(new GetObjectCommand({ Bucket: bucket.bucket, Key: describedBy(key) }))).Body
      const info = toInfo(name, JSON.parse(await body!.transformToString()))
      if (info) out.push(info)
    } catch {
      // unreadable description: kept
    }
  }
  return out
}

/** The bucket's side of the pruning: the same rule over the archives it holds. */
export async function pruneBucket(bucket: Bucket, now: Date, rule?: RetentionRule): Promise<string[]> {
  const client = s3Client(bucket)
  const all = await listBucket(bucket)
  const keep = archivesToKeep(all, now, rule)
  const gone = all.filter((a) => !keep.has(a.name)).map((a) => a.name)
  for (const name of gone)
    for (const key of [bucket.prefix + describedBy(name), bucket.prefix + name])
      await client.send(new DeleteObjectCommand({ Bucket: bucket.bucket, Key: key }))
  return gone
}
