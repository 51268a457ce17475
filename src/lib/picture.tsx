import { getImageProps, type ImageProps } from 'next/image'
import { preload } from 'react-dom'

/**
 * An image through Next's optimiser (srcset from `sizes`, AVIF/WebP), rendered as a plain <img> by the
 * server: unlike <Image>, it ships no client component, so the page loads and hydrates less JavaScript.
 * `lcp` marks the picture that is the page's largest paint (hero, product photo, first cards): preloaded
 * from the head with high priority, fetched eagerly and decoded with the first paint. Client components
 * keep using next/image (or receive pictures rendered here as props).
 */
export function Picture({ lcp = false, alt, ...rest }: ImageProps & { lcp?: boolean }) {
  const { props } = getImageProps({ alt, ...rest, ...(lcp ? { fetchPriority: 'high', loading: 'eager', decoding: 'sync' } : {}) })
  if (lcp) preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' })
  // eslint-disable-next-line @next/next/no-img-element -- these are next/image's own props (getImageProps)
  return <img {...props} alt={alt} />
}
