'use client'

import Image from 'next/image'
import { useEffect, useState } from 'react'
import { fill } from '@/i18n/config'
import type { Img } from '@/lib/media'
import { useReducedMotion } from '@/features/ui/client'
import { useMessages } from '@/features/ui/client'

const INTERVAL_MS = 4000

/** Auto-playing, infinitely looping carousel; pauses on hover and focus, and never auto-plays for reduced motion. */
export function Carousel({ slides }: { slides: Img[] }) {
  const t = useMessages('stands')
  const [index, setIndex] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [playing, setPlaying] = useState(true)
  const reduced = useReducedMotion()
  const auto = playing && !hovered && !focused && !reduced
  useEffect(() => {
    if (!auto) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), INTERVAL_MS)
    return () => clearInterval(timer)
  }, [auto, slides.length])
  const go = (d: number) => setIndex((i) => (i + d + slides.length) % slides.length)
  return (
    <div
      className="carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label={t.stands.carousel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <div
        className="carousel-track"
        style={{ transform: `translateX(-${index * 100}%)` }}
        aria-live={auto ? 'off' : 'polite'}
      >
        {slides.map((s, i) => (
          <div
            key={s.url}
            className="carousel-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={fill(t.stands.slide, { n: i + 1, total: slides.length })}
            aria-hidden={i !== index}
          >
            <Image src={s.url} alt={s.alt} width={900} height={900} sizes="(min-width: 768px) 60vw, 100vw" />
          </div>
        ))}
      </div>
      <div className="carousel-controls">
        <button type="button" className="icon-btn" onClick={() => go(-1)} aria-label={t.stands.previous}>
          ‹
        </button>
        <button
          type="button"
          className="icon-btn"
          onClick={() => setPlaying((p) => !p)}
          aria-label={playing ? t.stands.pause : t.stands.play}
        >
          {playing ? '❚❚' : '▶'}
        </button>
        <button type="button" className="icon-btn" onClick={() => go(1)} aria-label={t.stands.next}>
          ›
        </button>
      </div>
    </div>
  )
}
