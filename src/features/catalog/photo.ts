/**
 * How the catalogue's photos go through the optimiser: a card's and a product page's main photo. One
 * place, because the card warms the product page's photo before a click (PhotoWarmer): the two must
 * name the same optimised file for the browser to reuse it.
 */
export const CARD_PHOTO = { width: 600, height: 600, quality: 70 } as const
export const CARD_SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw'
export const PRODUCT_PHOTO = { width: 900, height: 900, quality: 60, sizes: '(min-width: 900px) 50vw, 100vw' } as const

/**
 * The product page's srcset for its main photo, from the card's srcset of the same file: the optimiser's
 * addresses differ only by quality, and the browser picks the width from the product page's `sizes`.
 */
export function productPhotoSrcSet(cardSrcSet: string): string {
  return cardSrcSet.replace(/([?&])q=\d+/g, `$1q=${PRODUCT_PHOTO.quality}`)
}
