import { describe, expect, it } from 'vitest'
import { capSrcSet } from './picture'

describe('capSrcSet', () => {
  const set = [128, 256, 640, 828, 1080, 1920].map((w) => `/_next/image?url=a.webp&w=${w}&q=70 ${w}w`).join(', ')
  it('keeps every width below the source and the first one at or above it', () => {
    expect(capSrcSet(set, 900)).toBe(
      [128, 256, 640, 828, 1080].map((w) => `/_next/image?url=a.webp&w=${w}&q=70 ${w}w`).join(', '),
    )
    expect(capSrcSet(set, 640)).toBe([128, 256, 640].map((w) => `/_next/image?url=a.webp&w=${w}&q=70 ${w}w`).join(', '))
  })
  it('leaves density descriptors and unknown sources alone', () => {
    const dpr = '/_next/image?url=a.webp&w=64&q=75 1x, /_next/image?url=a.webp&w=128&q=75 2x'
    expect(capSrcSet(dpr, 50)).toBe(dpr)
    expect(capSrcSet(set, undefined)).toBe(set)
  })
})
