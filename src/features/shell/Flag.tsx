import type { Lang } from '@/features/i18n/config'

/**
 * The language's flag, 24×16, drawn inline by the server: an SVG file in an <img> costs the browser a
 * separate SVG document during page load, and drawn here it adds nothing to the page's JavaScript.
 */
export function Flag({ lang }: { lang: Lang }) {
  return lang === 'it' ? (
    <svg viewBox="0 0 3 2" width="24" height="16" aria-hidden="true" focusable="false" className="flag">
      <rect width="1" height="2" fill="#009246" />
      <rect x="1" width="1" height="2" fill="#fff" />
      <rect x="2" width="1" height="2" fill="#ce2b37" />
    </svg>
  ) : (
    <svg viewBox="0 0 60 40" width="24" height="16" aria-hidden="true" focusable="false" className="flag">
      <rect width="60" height="40" fill="#012169" />
      <path d="M0,0 L60,40 M60,0 L0,40" stroke="#fff" strokeWidth="8" />
      <path d="M0,0 L60,40 M60,0 L0,40" stroke="#C8102E" strokeWidth="3" />
      <path d="M30,0 v40 M0,20 h60" stroke="#fff" strokeWidth="12" />
      <path d="M30,0 v40 M0,20 h60" stroke="#C8102E" strokeWidth="7" />
    </svg>
  )
}
