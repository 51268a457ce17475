import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

/**
 * The manifest at the head of every backup archive (issue 36): what it is, where it comes from, and the
 * SHA-256 of every member, so a restore can refuse a truncated, corrupt or foreign archive before it
 * writes anything.
 */
export const FORMAT = 'vetrina-backup/1'

/** Secrets the shop generates into DATA_DIR when their variable is unset: without them a copy is useless. */
export const GENERATED_SECRETS = ['.payload-secret', '.test-webhook-secret', '.altcha-key'] as const

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  appVersion: z.string().min(1),
  takenAt: z.iso.datetime(),
  database: z.enum(['sqlite', 'postgres']),
  lastMigration: z.string().min(1),
  counts: z.record(z.string(), z.number().int().nonnegative()),
  invoiceYears: z.array(z.number().int()),
  members: z
    .array(
      z.object({
        path: z.string().regex(/^(?!\/)(?!.*(?:^|\/)\.\.(?:\/|$))[\w./-]+$/, 'a relative path inside the archive'),
        size: z.number().int().nonnegative(),
        sha256: z.string().regex(/^[0-9a-f]{64}$/),
      }),
    )
    .min(1),
})
export type Manifest = z.infer<typeof manifestSchema>

export const sha256File = (file: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const hash = crypto.createHash('sha256')
    fs.createReadStream(file)
      .on('data', (c) => hash.update(c))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')))
  })

/** The members of a folder for its manifest: every file, relative paths, sorted, with size and hash. */
export async function describeMembers(dir: string): Promise<Manifest['members']> {
  const files = (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((p) => p !== 'manifest.json')
    .sort()
  return Promise.all(
    files.map(async (p) => ({
      path: p,
      size: fs.statSync(path.join(dir, p)).size,
      sha256: await sha256File(path.join(dir, p)),
    })),
  )
}

/**
 * What is wrong with an unpacked archive, in words for the operator (empty: all members present, whole
 * and unchanged, and nothing more). Read before anything is restored.
 */
export async function checkUnpacked(dir: string): Promise<{ manifest: Manifest | null; problems: string[] }> {
  const file = path.join(dir, 'manifest.json')
  if (!fs.existsSync(file)) return { manifest: null, problems: ['no manifest.json: not a Vetrina backup'] }
  let raw: unknown
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return { manifest: null, problems: ['manifest.json is not JSON: the archive is damaged'] }
  }
  const parsed = manifestSchema.safeParse(raw)
  if (!parsed.success) {
    const format = (raw as { format?: unknown } | null)?.format
    return {
      manifest: null,
      problems: [
        format !== FORMAT
          ? `not a ${FORMAT} archive (format: ${JSON.stringify(format ?? null)})`
          : `manifest.json is not valid: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`,
      ],
    }
  }
  const manifest = parsed.data
  const problems: string[] = []
  const present = new Map((await describeMembers(dir)).map((m) => [m.path, m]))
  for (const m of manifest.members) {
    const found = present.get(m.path)
    if (!found) problems.push(`${m.path}: missing (the archive is truncated)`)
    else if (found.size !== m.size) problems.push(`${m.path}: ${found.size} bytes instead of ${m.size}`)
    else if (found.sha256 !== m.sha256) problems.push(`${m.path}: checksum differs (the archive is damaged)`)
    present.delete(m.path)
  }
  for (const extra of present.keys()) problems.push(`${extra}: not in the manifest`)
  return { manifest, problems }
}
