import { getImageProps, type ImageProps } from 'next/image'
import { preload } from 'react-dom'

/** Drops srcset candidates wider than the source file (the optimiser never enlarges): shorter HTML. */
export function capSrcSet(srcSet: string | undefined, sourceWidth: number | undefined): string | undefined {
  if (!srcSet || !sourceWidth) return srcSet
  const entries = srcSet.split(', ').map((entry) => ({ entry, w: Number(entry.match(/ (\d+)w$/)?.[1] ?? 0) }))
  if (entries.some((e) => !e.w)) return srcSet // density descriptors (1x, 2x): nothing to cap
  const firstAbove = entries.find((e) => e.w >= sourceWidth)
  return entries
    .filter((e) => e.w < sourceWidth || e === firstAbove)
    .map((e) => e.entry)
    .join(', ')
}

/**
 * An image through Next's optimiser (srcset from `sizes`, AVIF/WebP), rendered as a plain <img> by the
 * server: unlike <Image>, it ships no client component, so the page loads and hydrates less JavaScript.
 * `lcp` marks the picture that is the page's largest paint (hero, product photo, first cards): preloaded
 * from the head with high priority, fetched eagerly and decoded with the first paint. `sourceWidth` (the
 * uploaded file's width) trims the srcset. Client components keep using next/image (or receive pictures
 * rendered here as props).
 */
export function Picture({
  lcp = false,
  sourceWidth,
  alt,
  ...rest
}: ImageProps & { lcp?: boolean; sourceWidth?: number }) {
  const { props } = getImageProps({
    alt,
    ...rest,
    ...(lcp ? { fetchPriority: 'high', loading: 'eager', decoding: 'sync' } : {}),
  })
  const srcSet = capSrcSet(props.srcSet, sourceWidth)
  if (lcp) preload(props.src, { as: 'image', imageSrcSet: srcSet, imageSizes: props.sizes, fetchPriority: 'high' })
  // eslint-disable-next-line @next/next/no-img-element -- these are next/image's own props (getImageProps)
  return <img {...props} srcSet={srcSet} alt={alt} />
}
