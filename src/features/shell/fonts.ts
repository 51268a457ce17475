import localFont from 'next/font/local'

/**
 * The brand's type, self-hosted: Cormorant Garamond for headings, Jost for text, served by
 * `next/font` from the app. The files are cut from @fontsource-variable by `npm run fonts`
 * (scripts/subset-fonts.sh) to what the shop prints — Italian and English text, prices,
 * punctuation — 16 KB each instead of 38 + 27 KB: Cormorant as one static instance at 500 (the
 * headings' weight; it also answers 400–600 so nothing is synthesised), Jost variable over 400–700. `display:
 * optional`: a page never swaps fonts once painted (no layout shift); a first visit that has not got
 * them in time paints in the system fonts and the next pages use them from the cache. No adjusted
 * fallback face (its `local()` source loads asynchronously and could itself be swapped in). The
 * family takes the export's name: not `serif` or `sans` — fonts named like the generic families made
 * Chromium re-lay the headings out after the first paint (CLS 0.07 on the home page on a phone).
 * Not preloaded: the page's main photo goes first.
 */
export const brandSerif = localFont({
  src: './fonts/cormorant-garamond-500.woff2',
  weight: '400 600',
  display: 'optional',
  preload: false,
  variable: '--font-serif',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
  adjustFontFallback: false,
})

export const brandSans = localFont({
  src: './fonts/jost-400-700.woff2',
  weight: '400 700',
  display: 'optional',
  preload: false,
  variable: '--font-sans',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'sans-serif'],
  adjustFontFallback: false,
})
