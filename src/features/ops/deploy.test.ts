import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { MAX_UPLOAD_MB } from '@/lib/limits'

/** The deploy recipe (deploy/, README "Deploying on a Debian server") against what the code does. */
const root = path.resolve(import.meta.dirname, '../../..')
const read = (p: string) => fs.readFileSync(path.join(root, p), 'utf8')
const walk = (dir: string): string[] =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    return e.isDirectory() ? walk(p) : /\.(ts|tsx|mjs)$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [p] : []
  })

/** Variables of the runtime itself (Next's phase, the test tools), not the operator's settings. */
// VETRINA_BUILD: set by the shop's own scripts for a one-off build (scripts/start.mjs, scripts/test.sh), never by an operator.
const NOT_SETTINGS = new Set(['NEXT_RUNTIME', 'NEXT_PHASE', 'NODE_ENV', 'CI', 'VERBOSE', 'VETRINA_BUILD'])

describe('deploy/', () => {
  const template = read('deploy/vetrina.env.example')
  const unit = read('deploy/systemd/vetrina@.service')
  const site = read('deploy/nginx/vetrina.conf')

  it('the environment template lists every setting the running shop reads', () => {
    const files = [...walk('src'), 'scripts/start.mjs', 'cache-handler.mjs', 'next.config.mjs']
    const read_ = new Set(
      files.flatMap((f) => [...read(f).matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]!)),
    )
    // persistentSecret('ALTCHA_HMAC_KEY', …) and the like name their variable as a string.
    for (const m of files.flatMap((f) => [...read(f).matchAll(/persistentSecret\('([A-Z0-9_]+)'/g)])) read_.add(m[1]!)
    const listed = new Set([...template.matchAll(/^#?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]))
    const missing = [...read_].filter((v) => !NOT_SETTINGS.has(v) && !listed.has(v)).sort()
    expect(missing).toEqual([])
    expect(read_.size).toBeGreaterThan(30)
  })

  it('systemd waits longer than the shop takes to stop, and runs it hardened as its own user', () => {
    const grace = Number(/STOP_GRACE_MS \|\| ([\d_]+)/.exec(read('scripts/start.mjs'))![1]!.replace(/_/g, ''))
    expect(unit).toContain(`Environment=STOP_GRACE_MS=${grace}`)
    const stopSec = Number(/^TimeoutStopSec=(\d+)s$/m.exec(unit)![1])
    expect(stopSec * 1000).toBeGreaterThan(grace)
    expect(stopSec * 1000).toBeLessThanOrEqual(grace + 10_000)
    for (const line of [
      'User=vetrina',
      'Restart=on-failure',
      'NoNewPrivileges=yes',
      'ProtectSystem=strict',
      'PrivateTmp=yes',
      'EnvironmentFile=/etc/vetrina/vetrina.env',
    ])
      expect(unit).toMatch(new RegExp(`^${line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'))
    // The data folder is the one writable place besides Next's cache.
    expect(unit).toMatch(/^StateDirectory=vetrina\/%i$/m)
    expect(unit).toMatch(/^Environment=DATA_DIR=\/var\/lib\/vetrina\/%i$/m)
  })

  it('nginx takes the bodies the app takes, forwards one hop and hides /metrics', () => {
    expect(site).toContain(`client_max_body_size ${MAX_UPLOAD_MB}m;`)
    expect(site).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;')
    expect(template).toMatch(/^TRUSTED_PROXIES=1$/m)
    expect(site).toMatch(/location = \/metrics \{ return 404; \}/)
    expect(site).toMatch(/listen 443 ssl http2;/)
    expect(site).toMatch(/proxy_next_upstream error timeout http_502 http_503;/)
  })

  it('nginx limits /shop with a query per client (ADR 0040), not the bare /shop', () => {
    const block = /location = \/shop \{([^}]*)\}/.exec(site)?.[1] ?? ''
    expect(block).toMatch(/limit_req zone=vetrina_listing burst=\d+ nodelay;/)
    expect(block).toMatch(/limit_req_status 429;/)
    expect(site).toMatch(/map \$args \$vetrina_listing_client \{\s*""\s+"";\s*default \$binary_remote_addr;\s*\}/)
    expect(site).toMatch(/limit_req_zone \$vetrina_listing_client zone=vetrina_listing:\d+m rate=\d+r\/m;/)
  })

  it("nginx's log leaves out the key of every secret link the shop sends (issue 55)", () => {
    // The links the shop builds with a key in their query (withdrawal, return label, resets, e-mail
    // confirmations, the page after payment). `npm test` runs the site and reads its logs
    // (scripts/nginx-site.mjs --check); this keeps the list in the site in step with the code.
    const links = walk('src').flatMap((f) =>
      [...read(f).matchAll(/[?&](\w+)=\$\{[^}]*\b(?:token|signValue|sessionId)\b/g)].map((m) => m[1]!),
    )
    expect(links.length).toBeGreaterThanOrEqual(12)
    const names = /map \$request_uri \$vetrina_log_uri \{\s*"[^"]*\(\?:([\w|]+)\)="/.exec(site)?.[1]?.split('|') ?? []
    expect([...new Set(links)].filter((n) => !names.includes(n))).toEqual([])
    // The Referer is redacted for the same keys (the Google sign-in return's `code` too).
    const referer = /map \$http_referer \$vetrina_log_referer \{\s*"[^"]*\(\?:([\w|]+)\)="/.exec(site)?.[1]?.split('|')
    expect(referer).toEqual(names)
    expect(names).toContain('code')
    expect(site).toContain('"~^/cms/reset/"')
    // Both servers log their requests to the site's own log in that format, never nginx's default.
    for (const server of site.split(/^server \{/m).slice(1))
      expect(server).toMatch(/^\s+access_log \S+ vetrina; # drill: log$/m)
    expect(site).toMatch(/log_format vetrina '[^;]*\$vetrina_log_uri[^;]*\$vetrina_log_referer[^;]*;/)
    expect(site).not.toMatch(/log_format vetrina [^;]*\$(request|request_uri|args|query_string|http_referer)\b/)
  })
})

describe('deploy/ monitoring', () => {
  it('the dashboard and the alert rules read only metrics the shop exports', async () => {
    const { metrics } = await import('@/services/metrics')
    const exported = new Set<string>()
    for (const m of await metrics().registry.getMetricsAsJSON()) {
      exported.add(m.name)
      if (m.type === ('histogram' as never)) for (const s of ['_bucket', '_sum', '_count']) exported.add(m.name + s)
    }
    const used = new Set(
      [read('deploy/grafana/vetrina-dashboard.json'), read('deploy/prometheus/vetrina-alerts.yml')].flatMap((t) =>
        [...t.matchAll(/\bvetrina_[a-z0-9_]+/g)].map((m) => m[0]).filter((n) => !n.startsWith('vetrina-')),
      ),
    )
    const unknown = [...used].filter((n) => !exported.has(n))
    expect(unknown).toEqual([])
    expect(used.size).toBeGreaterThan(10)
  })
})
