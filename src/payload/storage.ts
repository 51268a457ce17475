import { s3Storage } from '@payloadcms/storage-s3'
import type { Config, Plugin } from 'payload'
import type { S3Settings } from '@/lib/env'
import { missingFileIs404 } from './collections/Media'

/**
 * Where uploaded media live (ADR 0016): files in DATA_DIR/media by default, an S3-compatible bucket
 * when S3_BUCKET is set — through Payload's maintained adapter. The plugin is always installed with
 * `alwaysInsertFields`, so the database schema (its `prefix` and `_objectKey` columns) is the same with
 * either and one set of migrations serves both.
 *
 * Files are still served by the app at /cms/api/media/file/<name> (Payload's access control, the
 * image optimiser's allowed paths and every stored URL unchanged): the adapter streams them from the
 * bucket and answers 404 for a missing object. The bucket can stay private.
 */
export function mediaStorage(s3: S3Settings | null): Plugin {
  const adapter = s3Storage({
    enabled: Boolean(s3),
    alwaysInsertFields: true,
    collections: { media: { prefix: '' } },
    bucket: s3?.bucket ?? '',
    config: s3
      ? {
          endpoint: s3.endpoint,
          region: s3.region,
          forcePathStyle: s3.forcePathStyle,
          credentials: s3.credentials,
          // Checksums only where S3 requires them: the SDK's default trailing checksums (since 3.729)
          // are refused or mis-stored by several S3-compatible servers.
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }
      : {},
  })
  return (config) => adapter(s3 ? withoutLocalFileHandler(config) : config)
}

/** The local-disk 404 handler would answer for every file kept in the bucket: out when S3 is on. */
const withoutLocalFileHandler = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((c) =>
    c.slug === 'media' && typeof c.upload === 'object'
      ? { ...c, upload: { ...c.upload, handlers: c.upload.handlers?.filter((h) => h !== missingFileIs404) } }
      : c,
  ),
})
