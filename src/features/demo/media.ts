import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import type { L } from './catalog'
import { drawImage, drawScene, type Drawing } from './images'

/** Committed demo assets (read at seed time; resolved from the project root, which is where the app runs). */
export const assetsDir = () => path.join(/*turbopackIgnore: true*/ process.cwd(), 'src/features/demo/assets')

export async function upload(
  payload: Payload,
  name: string,
  alt: L,
  data: Buffer,
  mimetype: string,
): Promise<number | string> {
  const doc = await payload.create({
    collection: 'media',
    locale: 'it',
    data: { alt: alt.it },
    file: { data, mimetype, name, size: data.length },
    overrideAccess: true,
  })
  await payload.update({ collection: 'media', id: doc.id, locale: 'en', data: { alt: alt.en }, overrideAccess: true })
  return doc.id
}

export const picture = async (payload: Payload, name: string, alt: L, d: Drawing) =>
  upload(payload, `${name}.webp`, alt, await drawImage(d), 'image/webp')

/** The hero scene rendered by scripts/render-photos.mjs (`--hero`), or a drawn one. */
export async function renderedScene(palette?: Parameters<typeof drawScene>[0]): Promise<Buffer> {
  const file = path.join(assetsDir(), 'hero-poster.webp')
  return fs.existsSync(file) ? fs.readFileSync(file) : drawScene(palette)
}

/**
 * A product's demo photograph, rendered by scripts/render-photos.mjs and committed: the catalogue shot,
 * the ambience shot, and a close crop of the catalogue shot as the detail. A product without one gets
 * a drawing.
 */
export async function productPhoto(url: string, variant: Drawing['variant'], fallback: Drawing): Promise<Buffer> {
  const dir = path.join(/*turbopackIgnore: true*/ process.cwd(), 'src/features/demo/photos')
  const file = path.join(dir, `${url}-${variant === 'detail' ? 'main' : variant}.webp`)
  if (!fs.existsSync(file)) return drawImage(fallback)
  if (variant !== 'detail') return fs.readFileSync(file)
  const { width = 800 } = await sharp(file).metadata()
  const side = Math.round(width * 0.55)
  return sharp(file)
    .extract({ left: Math.round((width - side) / 2), top: Math.round(width * 0.16), width: side, height: side })
    .resize(width, width)
    .webp({ quality: 74 })
    .toBuffer()
}
