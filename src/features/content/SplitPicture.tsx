import type { Img } from '@/lib/media'
import { Picture } from '@/lib/picture'

/** The half-width picture of a text-and-image row (about page, stand pages). */
export function SplitPicture({ image }: { image: Img | null }) {
  if (!image) return null
  return (
    <Picture
      src={image.url}
      alt={image.alt}
      width={900}
      height={900}
      sizes="(min-width: 768px) 50vw, 100vw"
      sourceWidth={image.width}
    />
  )
}
