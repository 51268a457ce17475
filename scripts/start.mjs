#!/usr/bin/env node
// `npm start`: builds the production app when no build exists, then serves it on PORT.
// The app itself applies the committed migrations and seeds the demo content on its first start (src/instrumentation.ts).
import { spawnSync } from 'node:child_process'
import http from 'node:http'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')
const port = process.env.PORT || '3000'
process.env.NODE_ENV = 'production'

if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID')) || process.env.FORCE_BUILD === '1') {
  console.log('No production build found: building (a few minutes on first start)...')
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, stdio: 'inherit', env: process.env })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

// Optimised images are cached by source URL; media file names repeat across data directories
// (every demo seed uploads the same names), so a start never trusts another run's copies.
fs.rmSync(path.join(root, '.next', 'cache', 'images'), { recursive: true, force: true })
// Pages rendered at run time (cached per language, ADR 0017) are kept on disk by Next: on one instance
// they are trusted within one process, like the data cache's entries (src/lib/cache.ts), so a restart
// against another database never serves the old pages. With Redis they are shared and kept.
if (!process.env.REDIS_URL)
  fs.rmSync(path.join(root, '.next', 'server', 'route-cache'), { recursive: true, force: true })

// A small HTTP server in front of Next: it records the address of the peer that connected (the
// visitor, or the reverse proxy) in `x-vetrina-peer`, replacing anything a client sent under that
// name. The app believes `X-Forwarded-For` only as far as TRUSTED_PROXIES allows (src/lib/http.ts).
const { default: next } = await import('next')
// Next builds its own URLs on this name (the address to listen on is BIND_HOST, below). It writes a
// loopback address as `localhost` in the proxy's request URL; any other name here would make the proxy's
// rewrite to the language's route look like another origin, which Next would forward over the network.
const app = next({ dev: false, dir: root, port: Number(port), hostname: 'localhost' })
await app.prepare()
const handle = app.getRequestHandler()
const hsts = /^https:/.test(process.env.SITE_URL || '')
// INSTANCE_NAME (optional, several instances): sent as `X-Vetrina-Instance`, to tell which one answered.
const instance = process.env.INSTANCE_NAME
let stopping = false
const server = http.createServer((req, res) => {
  req.headers['x-vetrina-peer'] = req.socket.remoteAddress ?? ''
  if (hsts) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  if (instance) res.setHeader('X-Vetrina-Instance', instance)
  if (stopping) res.setHeader('Connection', 'close')
  handle(req, res)
})
// Idle keep-alive connections outlive those of clients and reverse proxies (60 s for nginx's upstream
// keep-alive and most load balancers; Node's default is 5 s): a client never sends its next request on
// a socket the server is closing at that moment (ECONNRESET, or a proxy's 502).
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
server.listen(Number(port), process.env.BIND_HOST || undefined, () => {
  console.log(`Vetrina listening on http://${process.env.BIND_HOST || 'localhost'}:${port}`)
})
// Stopping (SIGTERM from a supervisor, SIGINT from a terminal): no new connections — a proxy sends
// the next requests to another instance — idle keep-alive sockets closed, the requests in flight
// answered (an order being placed or paid is finished, not cut), then exit; at most STOP_GRACE_MS.
const grace = Number(process.env.STOP_GRACE_MS || 20_000)
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => {
    if (stopping) return
    stopping = true
    server.close(async () => {
      await globalThis.vetrinaBeforeExit?.() // the outbox's sends in progress (src/instrumentation.ts)
      process.exit(0)
    })
    server.closeIdleConnections()
    setTimeout(() => {
      server.closeAllConnections()
      process.exit(0)
    }, grace).unref()
  })
