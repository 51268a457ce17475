'use client'

import Image from 'next/image'
import { useState } from 'react'
import { fill } from '@/features/i18n/config'
import { useShell } from '@/features/shell/ShellProvider'
import { LCP_IMAGE } from '@/lib/media'
import type { Img } from './types'

/** Main image following the clicked thumbnail; keyed by product id so another product starts at its first image. */
export function ProductGallery({ images, name }: { images: Img[]; name: string }) {
  const { t } = useShell()
  const [index, setIndex] = useState(0)
  const main = images[index]
  return (
    <div className="gallery" aria-label={t.product.gallery} role="group">
      <div className="gallery-main">
        {main ? <Image src={main.url} alt={main.alt || name} width={900} height={900} sizes="(min-width: 900px) 50vw, 100vw" quality={60} {...LCP_IMAGE} data-testid="main-image" /> : null}
      </div>
      {images.length > 1 ? (
        <ul className="thumbs">
          {images.map((img, i) => (
            <li key={img.url}>
              <button type="button" onClick={() => setIndex(i)} aria-pressed={i === index} aria-label={fill(t.product.showImage, { n: i + 1 })} className="thumb">
                <Image src={img.url} alt="" width={96} height={96} sizes="96px" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
