'use client'

import { useEffect } from 'react'
import { PRODUCT_PHOTO, productPhotoSrcSet } from './photo'

/**
 * Warms a product page's main photo when the visitor shows intent to open it: pointing at, touching or
 * focusing a product card fetches, at low priority, the optimised file the product page will ask for
 * (its `sizes`, the card's file at the page's quality). The router already prefetches the page itself;
 * with this, the photo is there when the page is (NextFaster's image warming, on intent rather than on
 * sight, so the page being read keeps the line for its own pictures). One listener for the whole shop.
 */
const INTENT = ['pointerover', 'focusin', 'touchstart'] as const

export function PhotoWarmer() {
  useEffect(() => {
    const warmed = new Set<string>()
    const warm = (e: Event) => {
      const card = e.target instanceof Element ? e.target.closest('.card') : null
      const photo = card?.querySelector<HTMLImageElement>('img[data-warm-photo]')
      const srcSet = photo?.getAttribute('srcset')
      if (!photo || !srcSet || warmed.has(srcSet)) return
      warmed.add(srcSet)
      const img = new Image()
      img.fetchPriority = 'low'
      img.decoding = 'async'
      img.sizes = PRODUCT_PHOTO.sizes
      img.srcset = productPhotoSrcSet(srcSet)
    }
    const options = { passive: true, capture: true }
    for (const type of INTENT) document.addEventListener(type, warm, options)
    return () => {
      for (const type of INTENT) document.removeEventListener(type, warm, options)
    }
  }, [])
  return null
}
