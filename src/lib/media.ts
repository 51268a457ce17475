/** An image as the pages draw it (through the optimiser, with its intrinsic size). */
export type Img = { url: string; alt: string; width: number; height: number }

type MediaDoc = {
  url?: string | null
  alt?: string | null
  width?: number | null
  height?: number | null
  mimeType?: string | null
  updatedAt?: string | null
}

/**
 * The file's URL with its version: replacing a file in /cms changes `updatedAt`, so the storefront asks
 * the image optimiser for a new URL instead of its cached copy of the old picture (or of a file since deleted).
 */
function versioned(url: string, updatedAt: string | null | undefined): string {
  const at = updatedAt ? Date.parse(updatedAt) : NaN
  if (Number.isNaN(at)) return url
  return `${url}${url.includes('?') ? '&' : '?'}v=${at.toString(36)}`
}

/** A Payload media document (populated upload field) as a plain image; null when not populated. */
export function toImg(value: unknown): Img | null {
  if (!value || typeof value !== 'object') return null
  const m = value as MediaDoc
  if (!m.url) return null
  return { url: versioned(m.url, m.updatedAt), alt: m.alt ?? '', width: m.width ?? 900, height: m.height ?? 900 }
}
