import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { S3 } from '@aws-sdk/client-s3'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { BasePayload, buildConfig, type Payload, type PayloadRequest } from 'payload'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_LANG, payloadLocales } from '@/i18n/locales'
import { env, type S3Settings } from '@/lib/env'
import { migrations } from '@/migrations/sqlite'
import { Media, missingFileIs404 } from '@/payload/collections/Media'
import { mediaStorage } from '@/payload/storage'

/**
 * Media in an S3-compatible bucket (payload/storage.ts), against a local S3 server (s3rver) that the
 * app reaches only through the real AWS SDK client, as it would reach AWS, MinIO or R2: the shop's
 * Media collection and migrations, Payload's adapter, the settings the app reads from S3_*.
 */
const png = await sharp({ create: { width: 700, height: 500, channels: 3, background: '#c08040' } })
  .png()
  .toBuffer()

let server: S3rver
let settings: S3Settings
let bucket: S3
let payload: Payload
let dir: string

async function shopWithMedia(s3: S3Settings | null): Promise<Payload> {
  const config = await buildConfig({
    secret: 'media-storage-test',
    routes: { admin: '/cms', api: '/cms/api' },
    localization: { locales: payloadLocales(), defaultLocale: DEFAULT_LANG, fallback: true },
    collections: [Media],
    db: sqliteAdapter({ client: { url: `file:${path.join(dir, `${s3 ? 's3' : 'local'}.db`)}` }, push: false }),
    plugins: [mediaStorage(s3)],
    sharp,
    telemetry: false,
  })
  const instance = await new BasePayload().init({ config })
  await instance.db.migrate({ migrations: migrations as never })
  return instance
}

/** Payload's file route (/cms/api/media/file/<name>) as the app answers it: the collection's handlers in order. */
async function serveFile(p: Payload, filename: string): Promise<Response | undefined> {
  const req = { payload: p, headers: new Headers(), signal: new AbortController().signal } as unknown as PayloadRequest
  const upload = p.collections.media.config.upload
  const headers = new Headers()
  for (const handler of upload.handlers ?? []) {
    const res = await handler(req, { headers, params: { collection: 'media', filename } } as never)
    if (res instanceof Response) return res
  }
  return undefined
}

/** An upload as the operator makes it in /cms (the PNG above, under `name`). */
const upload = (name: string, alt: string) =>
  payload.create({
    collection: 'media',
    overrideAccess: true,
    data: { alt },
    file: { data: png, mimetype: 'image/png', name, size: png.length },
  })

const keys = async () =>
  ((await bucket.listObjectsV2({ Bucket: settings.bucket })).Contents ?? []).map((o) => o.Key).sort()

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vetrina-s3-'))
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(dir, 'bucket'),
    configureBuckets: [{ name: 'vetrina-media', configs: [] }],
  })
  const { port } = (await server.run()) as { port: number }
  // Read as the app reads them (lib/env.ts), from the variables the README documents.
  const saved = { ...process.env }
  Object.assign(process.env, {
    S3_BUCKET: 'vetrina-media',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  })
  settings = env.s3!
  process.env = saved
  bucket = new S3({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: settings.credentials!,
  })
  payload = await shopWithMedia(settings)
})

afterAll(async () => {
  await payload?.destroy()
  await server?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('media in an S3-compatible bucket', () => {
  it('reads its settings from S3_*: path-style addressing for a self-hosted endpoint, keys when both are set', () => {
    expect(settings).toMatchObject({
      bucket: 'vetrina-media',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    })
    expect(env.s3).toBeNull() // nothing set: files in DATA_DIR/media, the embedded default
  })

  it('an upload goes to the bucket with its resized copies, not to the disk, and the app serves it from there', async () => {
    const doc = await upload('vaso-s3.png', 'Vaso in vetro')
    expect(await keys()).toEqual(
      expect.arrayContaining(['vaso-s3.png', doc.sizes!.thumb!.filename!, doc.sizes!.card!.filename!]),
    )
    expect(fs.existsSync(path.join(env.mediaDir, 'vaso-s3.png'))).toBe(false)
    // The stored address is still the app's own: the optimiser's allowed path, Payload's access control.
    expect(doc.url).toBe('/cms/api/media/file/vaso-s3.png')

    const res = await serveFile(payload, 'vaso-s3.png')
    expect(res?.status).toBe(200)
    expect(res?.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await res!.arrayBuffer()).equals(png)).toBe(true)
  })

  it('a file missing from the bucket answers 404, never 500', async () => {
    const res = await serveFile(payload, 'never-uploaded.png')
    expect(res?.status).toBe(404)
    expect(payload.collections.media.config.upload.handlers).not.toContain(missingFileIs404)
  })

  it('deleting the media deletes its objects', async () => {
    const doc = await upload('gone-s3.png', 'Da eliminare')
    expect(await keys()).toContain('gone-s3.png')
    await payload.delete({ collection: 'media', id: doc.id, overrideAccess: true })
    expect((await keys()).filter((k) => k?.startsWith('gone-s3'))).toEqual([])
  })
})

describe('without S3_BUCKET', () => {
  it('keeps files on the disk with the 404 handler, on the same database schema', async () => {
    const local = await shopWithMedia(null)
    try {
      expect(local.collections.media.config.upload.handlers).toContain(missingFileIs404)
      expect(local.collections.media.config.upload.disableLocalStorage).toBeFalsy()
      const fields = (p: Payload) => p.collections.media.config.flattenedFields.map((f) => f.name).sort()
      expect(fields(local)).toEqual(fields(payload))
    } finally {
      await local.destroy()
    }
  })
})
