import localFont from 'next/font/local'

/**
 * The brand's type, self-hosted from npm (@fontsource-variable, Latin subset: Italian and English):
 * Cormorant Garamond for headings, Jost for text. `next/font` serves them from the app with fallback
 * metrics adjusted to match, so the swap moves nothing; not preloaded, the page's main photo goes first.
 */
export const serif = localFont({
  src: '../../../node_modules/@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2',
  weight: '300 700',
  display: 'swap',
  preload: false,
  variable: '--font-serif',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
  adjustFontFallback: 'Times New Roman',
})

export const sans = localFont({
  src: '../../../node_modules/@fontsource-variable/jost/files/jost-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: false,
  variable: '--font-sans',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'sans-serif'],
  adjustFontFallback: 'Arial',
})
