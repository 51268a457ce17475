'use client'

import { useEffect, useRef, useState } from 'react'

/**
 * Muted, looping hero video; it autoplays only when the visitor does not prefer reduced motion.
 * The poster is a picture under it (the first paint); playback starts once the page has loaded and the main thread is
 * idle, so decoding the video does not compete with the page becoming interactive. While it moves, a
 * button pauses it (WCAG 2.2.2: moving content that starts by itself can be stopped).
 */
export function HeroVideo({ src, label, pause, play }: { src: string; label: string; pause: string; play: string }) {
  const ref = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState(false)
  const [started, setStarted] = useState(false)
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    let cancelled = false
    const play = () => {
      if (!cancelled) void ref.current?.play().catch(() => undefined)
    }
    const whenIdle = () =>
      window.requestIdleCallback ? window.requestIdleCallback(play, { timeout: 2000 }) : window.setTimeout(play, 200)
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
    return () => {
      cancelled = true
      window.removeEventListener('load', whenIdle)
    }
  }, [])
  return (
    <>
      <video
        ref={ref}
        className="hero-video"
        src={src}
        muted
        loop
        playsInline
        preload="none"
        aria-label={label}
        onPlay={() => {
          setPlaying(true)
          setStarted(true)
        }}
        onPause={() => setPlaying(false)}
      />
      {started ? (
        <button
          type="button"
          className="hero-toggle"
          data-testid="hero-video-toggle"
          onClick={() => (playing ? ref.current?.pause() : void ref.current?.play().catch(() => undefined))}
        >
          {playing ? pause : play}
        </button>
      ) : null}
    </>
  )
}
