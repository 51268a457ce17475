// Prints the first-load JavaScript of a page: every script Chromium fetches until the network is
// idle (gzip size, as served compressed), used by scripts/perf.sh.
import zlib from 'node:zlib'
import { chromium } from '@playwright/test'

const url = process.argv[2]
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
const page = await browser.newPage()
const scripts = new Map()
page.on('response', async (res) => {
  if (res.request().resourceType() !== 'script') return
  try {
    scripts.set(res.url(), zlib.gzipSync(await res.body()).length)
  } catch {
    /* redirected or aborted */
  }
})
await page.goto(url, { waitUntil: 'networkidle' })
await browser.close()
const total = [...scripts.values()].reduce((a, b) => a + b, 0)
if (process.env.VERBOSE)
  for (const [u, s] of scripts) console.log((s / 1024).toFixed(1).padStart(6), new URL(u).pathname)
console.log(
  `first-load JS of ${new URL(url).pathname}: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.size} scripts`,
)
