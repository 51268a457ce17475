// INP of scripted interactions on a throttled phone (a report, not a test; `npm run perf` runs it): the
// phone Lighthouse's `--throttling-method=devtools` applies — CPU 4× slower (Emulation.setCPUThrottlingRate)
// and its mobile slow-4G line as DevTools applies it (Lighthouse 12.8 core/config/constants.js
// mobileSlow4G: 150 ms RTT × 3.75 = 562.5 ms request latency, 1.6 Mbps × 0.9 down, 750 kbps × 0.9 up) —
// on a Moto G Power-sized touch screen (412×823, DPR 1.75). Each run is a fresh browser context (cold
// cache): the page loads, the script waits until the network is idle and the main thread has had no long
// task for a second (a phone user taps once the page has settled), then taps the control. The page's own
// PerformanceObserver ('event' entries, durationThreshold 16, and 'first-input', which is reported
// whatever its duration) gives the interaction's latency: the longest entry among those sharing the
// tap's interactionId (INP's definition for one interaction), split into input delay, processing and
// presentation delay. "Tap to result" is the time from the tap to the first frame showing its outcome
// (the toast, the open dialog), which includes any code fetched on demand. Median of RUNS runs.
// Usage: node scripts/inp.mjs http://127.0.0.1:3000 [runs]   (INP_ONLY=add narrows by label)
import { chromium } from '@playwright/test'

const base = process.argv[2] ?? 'http://127.0.0.1:3000'
const runs = Number(process.argv[3] ?? 5)

// Lighthouse 12.8, core/config/constants.js: throttling.mobileSlow4G and screenEmulationMetrics.mobile.
const NETWORK = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: Math.floor((1.6 * 1024 * 0.9 * 1024) / 8),
  uploadThroughput: Math.floor((750 * 0.9 * 1024) / 8),
}
const CPU_SLOWDOWN = 4
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
}

/** The outcome the page shows (a toast with text, an open dialog), looked for on every frame after the tap. */
const shown = (selector, withText = false) => ({ selector, withText })

const interactions = [
  {
    label: 'add to cart',
    path: '/shop/vaso-onda?lang=it',
    // Ready once hydrated and the visitor is known (ProductPurchase: aria-disabled until then).
    target: (page) =>
      page.locator('.purchase').getByRole('button', { name: 'Aggiungi al carrello', exact: true }).first(),
    ready: '.purchase button.btn:not([aria-disabled])',
    result: shown('.toaster', true),
  },
  {
    label: 'open the filters',
    path: '/shop?lang=it',
    target: (page) => page.getByRole('button', { name: 'Filtra', exact: true }),
    ready: null,
    result: shown('dialog[open]'),
  },
  {
    label: 'open the menu',
    path: '/?lang=it',
    target: (page) => page.getByRole('button', { name: 'Apri il menu', exact: true }),
    ready: null,
    result: shown('dialog[open]'),
  },
  {
    // The reference page is static: no button, no handler. A tap on its heading is the browser's own
    // floor for a tap (event dispatch and the next frame) on this machine under the same throttling.
    label: 'reference: tap, no handler',
    path: '/perf-reference',
    target: (page) => page.getByRole('heading', { level: 1 }),
    ready: null,
    result: null,
  },
].filter((i) => !process.env.INP_ONLY || i.label.includes(process.env.INP_ONLY))

// Installed before the page's scripts: event timing entries and long tasks, kept for the script to read.
const OBSERVE = () => {
  const w = /** @type {any} */ (window)
  w.__inp = { events: [], lastLongTaskEnd: 0 }
  const keep = (list) => {
    for (const e of list.getEntries())
      w.__inp.events.push({
        name: e.name,
        id: e.interactionId ?? 0,
        start: e.startTime,
        duration: e.duration,
        processingStart: e.processingStart,
        processingEnd: e.processingEnd,
      })
  }
  new PerformanceObserver(keep).observe({ type: 'event', durationThreshold: 16, buffered: true })
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      w.__inp.lastLongTaskEnd = Math.max(w.__inp.lastLongTaskEnd, e.startTime + e.duration)
  }).observe({ type: 'longtask', buffered: true })
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
})

/** Polls the page (the page's CSP allows no eval, so no string predicates): resolves once fn(arg) is true. */
async function until(page, fn, arg, timeout = 30_000) {
  const end = Date.now() + timeout
  while (!(await page.evaluate(fn, arg))) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${fn.name || 'a condition'}`)
    await page.waitForTimeout(100)
  }
}
const settled = () => performance.now() - /** @type {any} */ (window).__inp.lastLongTaskEnd > 1000
const resulted = () => /** @type {any} */ (window).__inp.resultAt !== null

async function measure(interaction) {
  const context = await browser.newContext(PHONE)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', NETWORK)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await page.addInitScript(OBSERVE)
  try {
    await page.goto(base + interaction.path, { waitUntil: 'load', timeout: 60_000 })
    await page.waitForLoadState('networkidle', { timeout: 60_000 })
    if (interaction.ready) await page.waitForSelector(interaction.ready, { state: 'attached', timeout: 30_000 })
    // Settled: a whole second without a long task.
    await until(page, settled)
    const target = interaction.target(page)
    await target.scrollIntoViewIfNeeded()
    await page.waitForTimeout(300)
    // Watch for the outcome on every frame from now on.
    const before = await page.evaluate((result) => {
      const w = /** @type {any} */ (window)
      w.__inp.resultAt = null
      if (result) {
        const visible = () =>
          [...document.querySelectorAll(result.selector)].some((e) => {
            const r = e.getBoundingClientRect()
            return r.width > 0 && r.height > 0 && (!result.withText || (e.textContent ?? '').trim() !== '')
          })
        const check = () => {
          if (visible()) w.__inp.resultAt = performance.now()
          else requestAnimationFrame(check)
        }
        requestAnimationFrame(check)
      }
      return performance.now()
    }, interaction.result)
    await target.tap()
    if (interaction.result) await until(page, resulted)
    // Event timing entries are delivered after the frame that follows the interaction.
    await page.waitForTimeout(1000)
    const { events, resultAt } = await page.evaluate(() => /** @type {any} */ (window).__inp)
    const ours = events.filter((e) => e.id > 0 && e.start >= before - 1)
    if (ours.length === 0) return { inp: 0, below: true, tapToResult: resultAt ? resultAt - before : null }
    // The tap's interaction: the entries sharing its interactionId; its latency the longest of them.
    const ids = [...new Set(ours.map((e) => e.id))]
    const byId = ids.map((id) => ours.filter((e) => e.id === id).sort((a, b) => b.duration - a.duration)[0])
    const worst = byId.sort((a, b) => b.duration - a.duration)[0]
    const tapAt = Math.min(...ours.map((e) => e.start))
    return {
      inp: worst.duration,
      below: false,
      delay: worst.processingStart - worst.start,
      processing: worst.processingEnd - worst.processingStart,
      presentation: worst.start + worst.duration - worst.processingEnd,
      interactions: ids.length,
      tapToResult: resultAt ? resultAt - tapAt : null,
    }
  } finally {
    await context.close()
  }
}

const median = (xs) => {
  const s = xs.filter((x) => x !== null && x !== undefined).sort((a, b) => a - b)
  return s.length ? s[Math.floor(s.length / 2)] : null
}
const ms = (x) => (x === null ? '—' : String(Math.round(x)))

// Warm the server (rendering, pictures) once per page, unthrottled.
for (const i of interactions) {
  const context = await browser.newContext(PHONE)
  await (await context.newPage()).goto(base + i.path, { waitUntil: 'networkidle' }).catch(() => undefined)
  await context.close()
}
const results = new Map(interactions.map((i) => [i.label, []]))
for (let r = 0; r < runs; r++)
  for (const i of interactions) {
    try {
      results.get(i.label).push(await measure(i))
    } catch (e) {
      console.log(`${i.label}: run ${r + 1} failed (${String(e).split('\n')[0]})`)
    }
  }
await browser.close()

console.log(
  `INP on the throttled phone (CPU ×${CPU_SLOWDOWN}, slow 4G as Lighthouse's devtools mode, 412×823 touch), median of ${runs} runs`,
)
console.log(
  'interaction'.padEnd(28),
  'page'.padEnd(24),
  '   INP',
  ' delay',
  ' proc.',
  ' pres.',
  ' tap→result',
  '  runs (INP ms)',
)
for (const i of interactions) {
  const rs = results.get(i.label)
  if (rs.length === 0) {
    console.log(i.label.padEnd(28), i.path.padEnd(24), '  no run succeeded')
    continue
  }
  const inp = median(rs.map((r) => r.inp))
  const allBelow = rs.every((r) => r.below)
  console.log(
    i.label.padEnd(28),
    i.path.padEnd(24),
    (allBelow ? '<16' : ms(inp)).padStart(6),
    ms(median(rs.map((r) => r.delay))).padStart(6),
    ms(median(rs.map((r) => r.processing))).padStart(6),
    ms(median(rs.map((r) => r.presentation))).padStart(6),
    (i.result ? ms(median(rs.map((r) => r.tapToResult))) : 'n/a').padStart(11),
    '  ' + rs.map((r) => (r.below ? '<16' : ms(r.inp))).join(' '),
  )
}
