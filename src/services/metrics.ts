import client from 'prom-client'

/**
 * The shop's Prometheus metrics (served at /metrics, src/app/metrics/route.ts). One set per process,
 * kept on globalThis: scripts/start.mjs (plain Node, in front of Next) records every request here, and
 * the app's bundled code — which may hold its own copy of this module and of prom-client — records
 * sign-in failures and rate-limit refusals on the very same objects. This file imports nothing but
 * prom-client and uses only erasable TypeScript, so Node runs it as it is (type stripping, Node ≥ 22.18).
 */
export type ShopMetrics = {
  registry: client.Registry
  httpRequests: client.Counter<'method' | 'route' | 'status'>
  httpDuration: client.Histogram<'method' | 'route'>
  http5xx: client.Counter<'route'>
  signInFailures: client.Counter<'path'>
  rateLimitRefusals: client.Counter<'policy'>
  unmatchedPayments: client.Counter<'type'>
  ordersByStatus: client.Gauge<'status'>
  paidRevenue: client.Gauge
  refunded: client.Gauge
  outbox: client.Gauge<'state'>
  outboxOldestAge: client.Gauge
  ready: client.Gauge
  backupLastSuccess: client.Gauge
  backupLastFailed: client.Gauge
  backupDisabled: client.Gauge
  dataFreeBytes: client.Gauge
  webVitals: Record<WebVitalName, client.Histogram<'page_type' | 'lang' | 'device'>>
}

export type WebVitalName = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB'

/**
 * The histograms of real visits' Core Web Vitals (issue 56, features/vitals): name, help and bucket
 * upper bounds — seconds for the timings, the score for CLS. Each has Google's "good" bound among its
 * buckets (LCP 2.5 s, INP 0.2 s, CLS 0.1, FCP 1.8 s, TTFB 0.8 s) and ends at the largest value a beacon
 * may carry; features/vitals keeps the same bounds in milliseconds for the database's daily counts
 * (its definitions.test.ts checks that they agree).
 */
export const WEB_VITALS_HISTOGRAMS: Record<WebVitalName, { name: string; help: string; buckets: number[] }> = {
  LCP: {
    name: 'vetrina_web_vitals_lcp_seconds',
    help: 'Largest Contentful Paint of real visits (sampled), by page type, language and device class.',
    buckets: [0.25, 0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 7.5, 10, 20, 120],
  },
  INP: {
    name: 'vetrina_web_vitals_inp_seconds',
    help: 'Interaction to Next Paint of real visits (sampled), by page type, language and device class.',
    buckets: [0.025, 0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 0.75, 1, 2, 5, 120],
  },
  CLS: {
    name: 'vetrina_web_vitals_cls',
    help: 'Cumulative Layout Shift score of real visits (sampled), by page type, language and device class.',
    buckets: [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 10],
  },
  FCP: {
    name: 'vetrina_web_vitals_fcp_seconds',
    help: 'First Contentful Paint of real visits (sampled), by page type, language and device class.',
    buckets: [0.25, 0.5, 1, 1.5, 1.8, 2.5, 3, 4, 6, 10, 20, 120],
  },
  TTFB: {
    name: 'vetrina_web_vitals_ttfb_seconds',
    help: 'Time to First Byte of real visits (sampled), by page type, language and device class.',
    buckets: [0.05, 0.1, 0.2, 0.4, 0.6, 0.8, 1, 1.4, 1.8, 2.5, 5, 10, 120],
  },
}

const KEY = Symbol.for('vetrina.metrics')

function create(): ShopMetrics {
  const registry = new client.Registry()
  client.collectDefaultMetrics({ register: registry, prefix: 'vetrina_' })
  const registers = [registry]
  return {
    registry,
    httpRequests: new client.Counter({
      name: 'vetrina_http_requests_total',
      help: 'HTTP requests answered, by method, route template (never the raw URL) and status class.',
      labelNames: ['method', 'route', 'status'],
      registers,
    }),
    httpDuration: new client.Histogram({
      name: 'vetrina_http_request_duration_seconds',
      help: 'Time from the request to the end of the answer, by method and route template.',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    http5xx: new client.Counter({
      name: 'vetrina_http_5xx_total',
      help: 'Answers with a 5xx status, by route template.',
      labelNames: ['route'],
      registers,
    }),
    signInFailures: new client.Counter({
      name: 'vetrina_sign_in_failures_total',
      help: 'Refused sign-ins (wrong credentials, locked, limited), by path: shop or the /cms REST login.',
      labelNames: ['path'],
      registers,
    }),
    rateLimitRefusals: new client.Counter({
      name: 'vetrina_rate_limit_refusals_total',
      help: 'Requests refused (or sent to the captcha) by an abuse limit, by policy.',
      labelNames: ['policy'],
      registers,
    }),
    unmatchedPayments: new client.Counter({
      name: 'vetrina_payments_without_order_total',
      help: 'Confirmed payments whose event matched no order (money taken, nothing sold: refund them in Stripe; listed on the /cms dashboard), by event type.',
      labelNames: ['type'],
      registers,
    }),
    ordersByStatus: new client.Gauge({
      name: 'vetrina_orders',
      help: 'Orders in the database, by status (read from the database at each scrape).',
      labelNames: ['status'],
      registers,
    }),
    paidRevenue: new client.Gauge({
      name: 'vetrina_paid_revenue_euros',
      help: 'Total of every order that was paid (paid, shipped, delivered, withdrawn, refunded; a held payment once accepted), VAT included, before refunds.',
      registers,
    }),
    refunded: new client.Gauge({
      name: 'vetrina_refunded_euros',
      help: 'Refunds confirmed by the payment provider, in euros.',
      registers,
    }),
    outbox: new client.Gauge({
      name: 'vetrina_outbox_messages',
      help: 'E-mails in the outbox by state: pending (waiting to be sent or retried) and failed (given up, the operator must act).',
      labelNames: ['state'],
      registers,
    }),
    outboxOldestAge: new client.Gauge({
      name: 'vetrina_outbox_oldest_pending_age_seconds',
      help: 'Age of the oldest e-mail still waiting in the outbox (0 when none waits).',
      registers,
    }),
    backupLastSuccess: new client.Gauge({
      name: 'vetrina_backup_last_success_timestamp_seconds',
      help: 'When the last good backup finished (Unix seconds; absent until the first one).',
      registers,
    }),
    backupLastFailed: new client.Gauge({
      name: 'vetrina_backup_last_run_failed',
      help: '1 when the last backup that ended failed, 0 otherwise.',
      registers,
    }),
    backupDisabled: new client.Gauge({
      name: 'vetrina_backup_disabled',
      help: '1 when the shop takes no backup, with the reason: no_encryption (neither BACKUP_AGE_RECIPIENT nor BACKUP_PASSPHRASE) or bad_recipient (BACKUP_AGE_RECIPIENT is not an age public key); 0 with reason="none" otherwise.',
      labelNames: ['reason'],
      registers,
    }),
    dataFreeBytes: new client.Gauge({
      name: 'vetrina_data_dir_free_bytes',
      help: 'Free space on the disk of DATA_DIR (database, media, backups), as a non-root process may use it.',
      registers,
    }),
    ready: new client.Gauge({
      name: 'vetrina_ready',
      help: '1 when this instance can serve (/api/ready answers 200), 0 otherwise.',
      registers,
    }),
    webVitals: Object.fromEntries(
      Object.entries(WEB_VITALS_HISTOGRAMS).map(([vital, h]) => [
        vital,
        new client.Histogram({ ...h, labelNames: ['page_type', 'lang', 'device'], registers }),
      ]),
    ) as ShopMetrics['webVitals'],
  }
}

/** This process's metrics (created on first use). */
export function metrics(): ShopMetrics {
  const g = globalThis as unknown as Record<symbol, ShopMetrics | undefined>
  return (g[KEY] ??= create())
}

/** The status class a counter is labelled with (2xx, 3xx, 4xx, 5xx): five values, never the raw code. */
export const statusClass = (status: number) => `${Math.min(5, Math.max(1, Math.floor(status / 100)))}xx`
