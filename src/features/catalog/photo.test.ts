import { getImgProps } from 'next/dist/shared/lib/get-img-props'
import { imageConfigDefault, prepareImageConfig, type ImageConfigComplete } from 'next/dist/shared/lib/image-config'
import defaultLoader from 'next/dist/shared/lib/image-loader'
import type { ImageProps } from 'next/image'
import { describe, expect, it } from 'vitest'
import nextConfig from '../../../next.config.mjs'
import { CARD_PHOTO, CARD_SIZES, PRODUCT_PHOTO, productPhotoSrcSet } from './photo'

// next/image's own computation with the shop's image settings (the build bakes them into getImageProps).
const imgConf = prepareImageConfig(undefined, { ...imageConfigDefault, ...nextConfig.images } as ImageConfigComplete)
const getImageProps = (props: ImageProps) => getImgProps(props, { defaultLoader, imgConf })

const src = '/cms/api/media/file/vaso-onda-main.webp?v=1'
const candidates = (srcSet: string) => new Map(srcSet.split(', ').map((e) => [e.split(' ')[1], e.split(' ')[0]]))

describe('warming the product photo from a card', () => {
  it('names, at every width a phone or a desktop picks for the product page, the file that page asks for', () => {
    const card = getImageProps({ src, alt: '', ...CARD_PHOTO, sizes: CARD_SIZES }).props.srcSet!
    const { width, height, quality, sizes } = PRODUCT_PHOTO
    const page = getImageProps({ src, alt: '', width, height, quality, sizes }).props.srcSet!
    const warmed = candidates(productPhotoSrcSet(card))
    const wanted = candidates(page)
    expect(wanted.size).toBeGreaterThan(3)
    for (const [w, url] of wanted) expect(warmed.get(w), w).toBe(url)
  })
})
