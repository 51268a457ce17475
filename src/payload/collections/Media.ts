import fs from 'node:fs/promises'
import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { env } from '@/lib/env'
import { adminOnly, anyone } from '../access'
import { revalidateMedia, revalidateMediaAfterDelete } from '../hooks'

type UploadHandler = NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']>[number]

/**
 * A file that is no longer on disk (replaced or deleted) answers 404, not Payload's 500: the image
 * optimiser passes the status on, so a page cached before the change never shows a server error.
 * With media in a bucket, payload/storage.ts takes it out: the adapter's handler answers, 404 included.
 */
export const missingFileIs404 = (async (_req, { params }) => {
  const dir = path.resolve(env.mediaDir)
  const file = path.resolve(dir, params.filename)
  if (!file.startsWith(dir + path.sep)) return // Payload refuses it itself
  const found = await fs.stat(file).then(
    () => true,
    () => false,
  )
  if (!found) return Response.json({ errors: [{ message: 'Not found.' }] }, { status: 404 })
}) as UploadHandler

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
  hooks: { afterChange: [revalidateMedia], afterDelete: [revalidateMediaAfterDelete] },
  upload: {
    staticDir: env.mediaDir,
    mimeTypes: ['image/*', 'video/mp4', 'video/webm'],
    imageSizes: [
      { name: 'thumb', width: 160, height: 160, position: 'centre' },
      { name: 'card', width: 600, height: 600, position: 'centre' },
    ],
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
