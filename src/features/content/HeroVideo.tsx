'use client'

import { useEffect, useRef } from 'react'

/** Muted, looping hero video; it autoplays only when the visitor does not prefer reduced motion. */
export function HeroVideo({ src, poster, label }: { src: string; poster?: string; label: string }) {
  const ref = useRef<HTMLVideoElement>(null)
  useEffect(() => {
    const v = ref.current
    if (!v) return
    if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) void v.play().catch(() => undefined)
  }, [])
  return <video ref={ref} className="hero-video" src={src} poster={poster} muted loop playsInline preload="none" aria-label={label} />
}
