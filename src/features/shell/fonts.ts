import localFont from 'next/font/local'

/**
 * The brand's type, self-hosted from npm (@fontsource-variable, Latin subset: Italian and English):
 * Cormorant Garamond for headings, Jost for text, served by `next/font` from the app. `display:
 * optional`: a page never swaps fonts once painted (no layout shift); a first visit that has not got
 * them in time paints in the system fonts and the next pages use them from the cache. No adjusted
 * fallback face (its `local()` source loads asynchronously and could itself be swapped in). The
 * family takes the export's name: not `serif` or `sans` — fonts named like the generic families made
 * Chromium re-lay the headings out after the first paint (CLS 0.07 on the home page on a phone).
 * Not preloaded: the page's main photo goes first.
 */
export const brandSerif = localFont({
  src: '../../../node_modules/@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2',
  weight: '300 700',
  display: 'optional',
  preload: false,
  variable: '--font-serif',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
  adjustFontFallback: false,
})

export const brandSans = localFont({
  src: '../../../node_modules/@fontsource-variable/jost/files/jost-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'optional',
  preload: false,
  variable: '--font-sans',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'sans-serif'],
  adjustFontFallback: false,
})
