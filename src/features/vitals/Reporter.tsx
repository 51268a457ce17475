'use client'
import { useEffect } from 'react'
import type { Lang } from '@/i18n/locales'
import { VITALS, type VitalName } from './definitions'
import { deviceOf, pageTypeOf } from './page-type'

type Navigator = globalThis.Navigator & { globalPrivacyControl?: boolean }

/** One measurement per document: the layout may render again (another language), the page load is the same. */
let measuring = false

/**
 * Real visits' Core Web Vitals (issue 56, ADR 0039): on a share `rate` of page loads, once the page is
 * interactive and the browser idle, loads Google's web-vitals (its own chunk, not in the first load) and
 * sends what it measured to POST /api/vitals in one beacon when the page is hidden: the page type of the
 * page the visit landed on, the language, the device class and the values. No cookie, no storage, no
 * identifier, no URL. Each metric is sent once per page load (a page hidden and shown again sends only
 * what it had not sent), so one visit is never counted twice. A browser sending Global Privacy Control
 * measures nothing.
 */
export function VitalsReporter({ rate, lang }: { rate: number; lang: Lang }) {
  useEffect(() => {
    if (measuring) return
    measuring = true
    if (!(rate > 0) || Math.random() >= rate) return
    if ((navigator as Navigator).globalPrivacyControl === true || typeof navigator.sendBeacon !== 'function') return
    const page = pageTypeOf(location.pathname)
    if (!page) return
    const device = deviceOf(window.innerWidth)
    const pending = new Map<VitalName, number>()
    const sent = new Set<VitalName>()
    const flush = () => {
      const metrics = [...pending].filter(([name]) => !sent.has(name)).map(([name, value]) => ({ name, value }))
      pending.clear()
      if (!metrics.length) return
      for (const m of metrics) sent.add(m.name)
      const body = JSON.stringify({ page, lang, device, metrics })
      // A string goes as text/plain, which every browser's beacon may send (older Chromes refused a JSON
      // Blob in a beacon); a refusal loses this measurement, never the page's calm.
      try {
        navigator.sendBeacon('/api/vitals', body)
      } catch {
        /* nothing to do: the visit is simply not counted */
      }
    }
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush()
    }
    const start = () => {
      void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
        const keep = (m: { name: VitalName; value: number }) => {
          // A value past what the shop accepts (a tab left open for minutes) would void the whole beacon.
          if (!sent.has(m.name) && m.value <= VITALS[m.name].max) pending.set(m.name, Math.max(0, m.value))
        }
        for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(keep)
        // After web-vitals' own listeners, so the values it reports on hiding are in this beacon; it stays for
        // the document's life, as the measurement does. Only visibilitychange, as web-vitals itself: every
        // current browser fires it when a page is left or closed too (after pagehide, which would split the
        // values into two beacons).
        addEventListener('visibilitychange', onVisibility)
      })
    }
    // Soon (at most a second) after the page is interactive: a visit hidden before web-vitals is running
    // sends nothing, and those are often the slow ones.
    if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 1000 })
    else setTimeout(start, 1000)
  }, [rate, lang])
  return null
}
