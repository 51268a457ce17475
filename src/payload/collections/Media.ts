import fs from 'node:fs/promises'
import path from 'node:path'
import type { CollectionAfterErrorHook, CollectionConfig } from 'payload'
import { env } from '@/lib/env'
import { failedForSpace } from '@/lib/disk-full'
import { log } from '@/lib/logger'
import { adminOnly, anyone } from '../access'
import { revalidateMedia, revalidateMediaAfterDelete } from '../hooks'

type UploadHandler = NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']>[number]

/** The sizes Payload makes of every picture (their files are named `<name>-<w>x<h>.<ext>`). */
const IMAGE_SIZES = [
  { name: 'thumb', width: 160, height: 160, position: 'centre' },
  { name: 'card', width: 600, height: 600, position: 'centre' },
] as const

/**
 * Only the files of a stored document are served. A file that is no longer on disk (replaced or
 * deleted) answers 404, not Payload's 500: the image optimiser passes the status on, so a page cached
 * before the change never shows a server error. A file on disk that no document names — the part an
 * upload wrote before the disk filled up — answers 404 too, never half a picture.
 * With media in a bucket, payload/storage.ts takes it out: the adapter's handler answers, 404 included.
 */
export const missingFileIs404 = (async (req, { params }) => {
  const dir = path.resolve(env.mediaDir)
  const file = path.resolve(dir, params.filename)
  if (!file.startsWith(dir + path.sep)) return // Payload refuses it itself
  const found = await fs.stat(file).then(
    () => true,
    () => false,
  )
  const notFound = () => Response.json({ errors: [{ message: 'Not found.' }] }, { status: 404 })
  if (!found) return notFound()
  const named = await req.payload.count({
    collection: 'media',
    overrideAccess: true,
    where: {
      or: [
        { filename: { equals: params.filename } },
        ...IMAGE_SIZES.map((s) => ({ [`sizes.${s.name}.filename`]: { equals: params.filename } })),
      ],
    },
  })
  if (!named.totalDocs) return notFound()
}) as UploadHandler

/**
 * A full disk while a file is stored: the operator reads what happened and what to do (507, in the
 * CMS's language) instead of a bare server error, and the log has it as an error. No document is
 * saved, so nothing points at the part of the file that was written.
 */
const diskFull: CollectionAfterErrorHook = ({ error, req }) => {
  // Payload reports a failed write of an upload as its own FileUploadError (the cause only in its log).
  const size = (req.file as { size?: number } | undefined)?.size ?? 0
  // Less room than three times the file (the original and its sizes), and never under 8 MB.
  if (!failedForSpace(error, env.mediaDir, Math.max(size * 3, 8 * 1024 * 1024))) return
  log.error('disk full: the upload was not stored', { error: error.message, size })
  const message =
    req.i18n?.language === 'en'
      ? 'The disk is full: the file was not saved. Free some space (or keep the media in a bucket) and upload it again.'
      : 'Il disco è pieno: il file non è stato salvato. Libera spazio (o tieni i media in un bucket) e caricalo di nuovo.'
  return { status: 507, response: { errors: [{ message }] } }
}

export const Media: CollectionConfig = {
  slug: 'media',
  access: { read: anyone, create: adminOnly, update: adminOnly, delete: adminOnly },
  labels: {
    singular: { it: 'File multimediale', en: 'Media file' },
    plural: { it: 'Immagini e video', en: 'Images and videos' },
  },
  admin: {
    useAsTitle: 'alt',
    group: { it: 'Catalogo', en: 'Catalogue' },
    description: {
      it: 'Sostituire o eliminare un file aggiorna subito tutte le pagine che lo mostrano.',
      en: 'Replacing or deleting a file updates every page that shows it at once.',
    },
  },
  hooks: { afterChange: [revalidateMedia], afterDelete: [revalidateMediaAfterDelete], afterError: [diskFull] },
  upload: {
    staticDir: env.mediaDir,
    mimeTypes: ['image/*', 'video/mp4', 'video/webm'],
    imageSizes: IMAGE_SIZES.map((s) => ({ ...s })),
    adminThumbnail: 'thumb',
    handlers: [missingFileIs404],
  },
  fields: [
    {
      name: 'alt',
      label: { it: 'Testo alternativo', en: 'Alternative text' },
      type: 'text',
      localized: true,
      required: true,
      admin: {
        description: {
          it: 'Descrive l’immagine a chi non la vede (lettori di schermo); in entrambe le lingue.',
          en: 'Describes the picture to those who cannot see it (screen readers); in both languages.',
        },
      },
    },
  ],
}
