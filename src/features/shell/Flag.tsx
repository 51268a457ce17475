import { useId } from 'react'
import type { Lang } from '@/features/i18n/config'

/**
 * The language's flag, 24×16, drawn inline: an SVG file in an <img> costs the browser a separate
 * SVG document (~3 ms of a phone's main thread during page load) for a decoration.
 */
export function Flag({ lang }: { lang: Lang }) {
  const id = useId()
  if (lang === 'it') {
    return (
      <svg viewBox="0 0 3 2" width="24" height="16" aria-hidden="true" focusable="false" className="flag">
        <rect width="1" height="2" fill="#009246" />
        <rect x="1" width="1" height="2" fill="#fff" />
        <rect x="2" width="1" height="2" fill="#ce2b37" />
      </svg>
    )
  }
  return (
    <svg viewBox="0 0 60 40" width="24" height="16" aria-hidden="true" focusable="false" className="flag">
      <clipPath id={`${id}t`}>
        <path d="M30,20 h30 v20 z v20 h-30 z h-30 v-20 z v-20 h30 z" />
      </clipPath>
      <path d="M0,0 v40 h60 v-40 z" fill="#012169" />
      <path d="M0,0 L60,40 M60,0 L0,40" stroke="#fff" strokeWidth="8" />
      <path d="M0,0 L60,40 M60,0 L0,40" clipPath={`url(#${id}t)`} stroke="#C8102E" strokeWidth="5" />
      <path d="M30,0 v40 M0,20 h60" stroke="#fff" strokeWidth="12" />
      <path d="M30,0 v40 M0,20 h60" stroke="#C8102E" strokeWidth="7" />
    </svg>
  )
}
