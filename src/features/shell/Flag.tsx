import { createElement } from 'react'
import { LOCALES, type Lang } from '@/i18n/locales'

/**
 * The language's flag, 24×16, drawn inline by the server from the locale table: an SVG file in an <img>
 * costs the browser a separate SVG document during page load, and drawn here it adds nothing to the
 * page's JavaScript.
 */
export function Flag({ lang }: { lang: Lang }) {
  const { viewBox, shapes } = LOCALES[lang].flag
  return (
    <svg viewBox={viewBox} width="24" height="16" aria-hidden="true" focusable="false" className="flag">
      {shapes.map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes }))}
    </svg>
  )
}
