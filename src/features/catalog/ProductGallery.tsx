'use client'

import { useState, type ReactNode } from 'react'
import { fill } from '@/i18n/config'
import { useShell } from '@/features/ui/client'

/** One picture of the gallery, drawn by the server (see Picture): the large view and its thumbnail. */
export type GallerySlide = { key: string; main: ReactNode; thumb: ReactNode }

/** Main image following the clicked thumbnail; keyed by product id so another product starts at its first image. */
export function ProductGallery({ slides }: { slides: GallerySlide[] }) {
  const { t } = useShell()
  const [index, setIndex] = useState(0)
  return (
    <div className="gallery" aria-label={t.product.gallery} role="group">
      <div className="gallery-main">{slides[index]?.main}</div>
      {slides.length > 1 ? (
        <ul className="thumbs">
          {slides.map((s, i) => (
            <li key={s.key}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-pressed={i === index}
                aria-label={fill(t.product.showImage, { n: i + 1 })}
                className="thumb"
              >
                {s.thumb}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
