import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test'
import { E2E_CHROMIUM } from './tests/e2e/browser'

// The runner's main process picks the free ports and a fresh DATA_DIR once; workers inherit them through the
// environment. Ports below the ephemeral range (scripts/free-port.mjs): the shop's database connections
// could otherwise take the shop's port before it listens.
if (!process.env.E2E_PORT || !process.env.E2E_OIDC_PORT || !process.env.E2E_OTLP_PORT) {
  const [shop, oidc, otlp] = execFileSync(process.execPath, [
    path.join(import.meta.dirname, 'scripts/free-port.mjs'),
    '3',
  ])
    .toString()
    .split(' ')
  process.env.E2E_PORT ||= shop
  process.env.E2E_OIDC_PORT ||= oidc
  process.env.E2E_OTLP_PORT ||= otlp
}
if (!process.env.E2E_DATA_DIR) process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'vetrina-e2e-'))

const port = Number(process.env.E2E_PORT)
// E2E_BASE_URL: a shop already running elsewhere (the several-instances drill runs the journeys
// through its proxy; E2E_DATA_DIR/outbox must then be where that shop's e-mails land).
const external = process.env.E2E_BASE_URL
const baseURL = external || `http://127.0.0.1:${port}`
const oidcPort = Number(process.env.E2E_OIDC_PORT)
const otlpPort = Number(process.env.E2E_OTLP_PORT)

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number]
/** The production build of the shop, on a free port with a fresh DATA_DIR. */
const appServer: WebServer = {
  command: 'node scripts/start.mjs',
  url: `${baseURL}/api/health`,
  timeout: 600_000,
  reuseExistingServer: false,
  stdout: 'ignore',
  stderr: 'pipe',
  env: {
    PORT: String(port),
    BIND_HOST: '127.0.0.1',
    DATA_DIR: process.env.E2E_DATA_DIR,
    SITE_URL: baseURL,
    SHOP_INFO_EMAIL: 'info@vetrina.example',
    PAYLOAD_SECRET: 'e2e-secret',
    RATE_LIMIT_SCALE: '50',
    // Every page load reports its Core Web Vitals (issue 56; tests/e2e/web-vitals.spec.ts).
    WEB_VITALS_SAMPLE_RATE: '1',
    // No network in tests: the VIES lookup answers 'unavailable' at once (the sale goes on, format checked).
    VIES_URL: 'off',
    ALTCHA_COST: '200',
    ALTCHA_MAX_COUNTER: '500',
    GOOGLE_CLIENT_ID: 'vetrina-test-client',
    GOOGLE_CLIENT_SECRET: 'vetrina-test-secret',
    GOOGLE_ISSUER: `http://127.0.0.1:${oidcPort}`,
    // Traces to a local stand-in collector (tests/e2e/operations.spec.ts); /metrics read with this token.
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${otlpPort}`,
    METRICS_TOKEN: 'e2e-metrics-token',
    // The shop's own backups, every 3 minutes (the first about 20 s after the start): tests/e2e/back-office.spec.ts.
    BACKUP_EVERY_HOURS: '0.05',
    // Never in clear (issue 52): encrypted to an age public key whose private key was thrown away when it
    // was made (generateX25519Identity): the e2e shop writes archives nobody can open.
    BACKUP_AGE_RECIPIENT: 'age1679addc4ms4u4trmv32ugnpf5jhxk36zwjsfn8fprp92wdkyuyfq7a0ufd',
  },
}

const waitScale = Math.max(1, Number(process.env.E2E_WAIT_SCALE) || 1)

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // The several-instances drill (scripts/drill.mjs) runs its journeys on a machine it loads on purpose (two
  // instances, nginx, and the PostgreSQL e2e run and the restore drill beside it on 2 cores): what they check
  // there is the shop across instances, not its pace, so it gives each wait three times as long.
  timeout: 60_000 * waitScale,
  expect: { timeout: 10_000 * waitScale },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    // The several-instances drill runs journeys through nginx with a self-signed certificate.
    ignoreHTTPSErrors: baseURL.startsWith('https:'),
    // Recording a trace costs every test CPU (three storefront specs, 50 tests, on the 2-core VM: 128 s of
    // CPU with traces, 108 s without): in CI, where a failed test is retried once, only the retry records
    // one (kept for a test that fails again, or passes only on its retry); elsewhere a failed test keeps its.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: E2E_CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      // The README's screenshots are pictures, not checks: `npm run screenshots` (SCREENSHOTS_DIR) takes them.
      testIgnore: process.env.SCREENSHOTS_DIR
        ? /(shop-settings|listing-pages|stock-alerts|reviews)\.spec\.ts/
        : /(shop-settings|listing-pages|stock-alerts|reviews|screenshots)\.spec\.ts/,
      // E2E_SPECS=account,cart,… (the PostgreSQL run, scripts/test-postgres.sh): only these specs, so that
      // `--project=settings` runs them and then the settings spec with one shop (a dependency runs whole).
      ...(process.env.E2E_SPECS
        ? { testMatch: new RegExp(`/(${process.env.E2E_SPECS.split(',').join('|')})\\.spec\\.ts$`) }
        : {}),
      // E2E_GREP_INVERT: journeys left out of it (the PostgreSQL run leaves out those the several-instances
      // drill plays beside it; the command line's --grep-invert would not reach a dependency project).
      ...(process.env.E2E_GREP_INVERT ? { grepInvert: new RegExp(process.env.E2E_GREP_INVERT) } : {}),
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      // Changes shop-wide settings (shipping fees, offers): only once every other spec has run. A dependency
      // runs whole, so to run a few specs pick the project: `npx playwright test --project=chromium
      // <files>`; this one alone is `--project=settings --no-deps`.
      name: 'settings',
      // The listing's pages (listing-pages.spec.ts) change the page size of every /shop: here too.
      testMatch: /(shop-settings|listing-pages)\.spec\.ts/,
      // One spec at a time: the settings spec saves the whole /cms settings form, which put the page size
      // back to 24 under a listing test that had set 6 (13 cards instead of 6, once, 29 November).
      workers: 1,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      // Changes the demo's stock and publishes a review, and sets the review invitations to "at once":
      // after the settings spec, whose /cms form save would put the invitations' setting back under it
      // (the reviews e2e waited for an invitation that was never due, once in CI).
      name: 'catalogue',
      testMatch: /(stock-alerts|reviews)\.spec\.ts/,
      dependencies: ['settings'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: [
    {
      // A local OpenID provider standing in for Google.
      command: 'node tests/e2e/oidc-provider.mjs',
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'ignore',
      env: { OIDC_PORT: String(oidcPort), SHOP_URL: baseURL },
    },
    {
      // A stand-in OpenTelemetry collector.
      command: 'node tests/e2e/otlp-collector.mjs',
      url: `http://127.0.0.1:${otlpPort}/health`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'ignore',
      env: { OTLP_PORT: String(otlpPort) },
    },
    ...(external ? [] : [appServer]),
  ],
})
