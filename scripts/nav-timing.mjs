// Click-to-heading timing (a report, not a test; `npm run perf` runs it): on the production build, the
// time from a click on a visible product link to the new product's heading painted, over 20
// navigations — 10 from the shop grid to a product, 10 from a product to a related one — after the
// link has been on screen long enough for Next to prefetch it. Prints each time and the median.
// Usage: node scripts/nav-timing.mjs http://127.0.0.1:3000 [navigations]
import { chromium } from '@playwright/test'

const base = process.argv[2] ?? 'http://127.0.0.1:3000'
const total = Number(process.argv[3] ?? 20)
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })

/** Clicks the link in the page and resolves with the ms until the next frame after its product's <h1> is there. */
async function clickToHeading(selector) {
  const link = page.locator(selector).first()
  await link.scrollIntoViewIfNeeded()
  // The link is on screen: Next prefetches the page when the browser is idle (its photo is warmed only on
  // intent — pointer, touch, focus — and this click is the script's, so the heading is what is timed).
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(300)
  const href = await link.getAttribute('href')
  const ms = await link.evaluate(
    (a, target) =>
      new Promise((resolve) => {
        const start = performance.now()
        const check = () => {
          const h1 = document.querySelector('main h1')
          // The product's own heading (the skeleton has none): the next frame paints it.
          if (location.pathname === target && h1 && h1.closest('.product-info') !== null)
            requestAnimationFrame(() => resolve(performance.now() - start))
          else requestAnimationFrame(check)
        }
        a.click()
        check()
      }),
    href,
  )
  return { href, ms }
}

const times = []
await page.goto(`${base}/shop?lang=it`, { waitUntil: 'networkidle' })
const cards = await page
  .locator('.product-grid a[href^="/shop/"]')
  .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')))])
for (let i = 0; times.length < total; i++) {
  if (i % 2 === 0) {
    await page.goto(`${base}/shop?lang=it`, { waitUntil: 'networkidle' })
    const { href, ms } = await clickToHeading(`.product-grid a[href="${cards[i % cards.length]}"]`)
    times.push(ms)
    console.log(`grid → ${href}`.padEnd(48), `${ms.toFixed(0).padStart(5)} ms`)
  } else {
    const { href, ms } = await clickToHeading('.grid-related a[href^="/shop/"]')
    times.push(ms)
    console.log(`product → ${href}`.padEnd(48), `${ms.toFixed(0).padStart(5)} ms`)
  }
}
const sorted = [...times].sort((a, b) => a - b)
console.log(
  `click to heading over ${times.length} navigations: median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms, ` +
    `fastest ${sorted[0].toFixed(0)} ms, slowest ${sorted.at(-1).toFixed(0)} ms`,
)
await browser.close()
