/** An image as the pages draw it (through the optimiser, with its intrinsic size). */
export type Img = { url: string; alt: string; width: number; height: number }

type MediaDoc = {
  url?: string | null
  alt?: string | null
  width?: number | null
  height?: number | null
  mimeType?: string | null
}

/** A Payload media document (populated upload field) as a plain image; null when not populated. */
export function toImg(value: unknown): Img | null {
  if (!value || typeof value !== 'object') return null
  const m = value as MediaDoc
  if (!m.url) return null
  return { url: m.url, alt: m.alt ?? '', width: m.width ?? 900, height: m.height ?? 900 }
}
