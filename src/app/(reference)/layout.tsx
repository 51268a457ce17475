import type { ReactNode } from 'react'
import { DEFAULT_LANG, LOCALES } from '@/i18n/locales'

/**
 * The performance reference (issue 19): a root layout of its own — no shop shell, no fonts, no client
 * components — so `npm run perf` can put the shop's figures beside what this stack gives a bare page.
 */
export default function ReferenceLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={LOCALES[DEFAULT_LANG].htmlLang}>
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif', background: '#fbf8f4', color: '#2b2520' }}>
        {children}
      </body>
    </html>
  )
}
