import { getImageProps, type ImageProps } from 'next/image'

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
 * `lcp` marks the picture that is the page's largest paint (hero, product photo, first cards): fetched
 * eagerly with high priority (the browser's preload scanner finds it in the HTML) and decoded with the
 * first paint. It sits in a `<picture>` (laid out as if absent: `display: contents`) because React emits a
 * preload hint for every eager `<img>` a server component renders, outside `<picture>` and `<noscript>`;
 * the router prefetches whole pages for the links on screen, and those hints acted on the page being
 * read — the home hero and the shop's first photos fetched at high priority on every product page
 * (measured; e2e in performance.spec). `sourceWidth` (the
 * uploaded file's width) trims the srcset. Client components keep using next/image (or receive pictures
 * rendered here as props).
 */
/** A transparent pixel: what a device that cannot hover shows (and fetches) for a hover-only picture. */
export const BLANK_PIXEL = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'

/**
 * `hoverOnly` is for a picture shown only under a pointer that hovers (a card's second photo): phones and
 * tablets, which cannot show it, do not download it (a `<source media="(hover: hover)">`).
 */
export function Picture({
  lcp = false,
  hoverOnly = false,
  sourceWidth,
  alt,
  ...rest
}: ImageProps & { lcp?: boolean; hoverOnly?: boolean; sourceWidth?: number }) {
  const { props } = getImageProps({
    alt,
    ...rest,
    ...(lcp ? { fetchPriority: 'high', loading: 'eager', decoding: 'sync' } : {}),
  })
  const srcSet = capSrcSet(props.srcSet, sourceWidth)
  if (hoverOnly)
    return (
      <picture className="picture-contents">
        <source media="(hover: hover)" srcSet={srcSet} sizes={props.sizes} />
        <img {...props} src={BLANK_PIXEL} srcSet={undefined} sizes={undefined} alt={alt} />
      </picture>
    )
  // eslint-disable-next-line @next/next/no-img-element -- these are next/image's own props (getImageProps)
  const img = <img {...props} srcSet={srcSet} alt={alt} />
  return lcp ? <picture className="picture-contents">{img}</picture> : img
}
