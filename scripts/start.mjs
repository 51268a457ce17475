#!/usr/bin/env node
// `npm start`: builds the production app when no build exists, then serves it on PORT.
// The app itself applies the committed migrations and seeds the demo content on its first start (src/instrumentation.ts).
// Node.js 24 (or 22.18+): this file loads TypeScript files of the app directly (type stripping).
const [major, minor] = process.versions.node.split('.').map(Number)
if (major < 22 || (major === 22 && minor < 18)) {
  console.error(
    `Vetrina needs Node.js 24 (or 22.18 and later); this is ${process.version}. Start it with \`npm start\`, ` +
      'which runs the Node.js 24 that `npm ci` put in node_modules/.bin (README "Set-up").',
  )
  process.exit(1)
}
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import http from 'node:http'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')
const port = process.env.PORT || '3000'
process.env.NODE_ENV = 'production'

if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID')) || process.env.FORCE_BUILD === '1') {
  console.log('No production build found: building (a few minutes on first start)...')
  // A one-off build (next.config.mjs): no type-check of its own, no Turbopack cache for a later rebuild.
  const build = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { VETRINA_BUILD: 'once', ...process.env },
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

// Optimised images are cached by source URL; media file names repeat across data directories
// (every demo seed uploads the same names), so a start never trusts another run's copies.
// Two shops may start at once from one build (CI's drills run side by side): each first renames the
// directory to a name of its own, atomically, so they never delete files under each other's feet.
function discard(dir) {
  const aside = `${dir}.discarded-${process.pid}-${crypto.randomBytes(4).toString('hex')}`
  try {
    fs.renameSync(dir, aside)
  } catch (error) {
    if (error.code === 'ENOENT') return
    throw error
  }
  fs.rmSync(aside, { recursive: true, force: true })
}
discard(path.join(root, '.next', 'cache', 'images'))
// Pages rendered at run time (cached per language, ADR 0017) are kept on disk by Next: on one instance
// they are trusted within one process, like the data cache's entries (src/lib/cache.ts), so a restart
// against another database never serves the old pages. With Redis they are shared and kept.
if (!process.env.REDIS_URL) discard(path.join(root, '.next', 'server', 'route-cache'))

// A small HTTP server in front of Next: it records the address of the peer that connected (the
// visitor, or the reverse proxy) in `x-vetrina-peer`, replacing anything a client sent under that
// name. The app believes `X-Forwarded-For` only as far as TRUSTED_PROXIES allows (src/lib/http.ts).
// Request ids, metrics and readiness (README "Operations"): plain TypeScript files of the app that Node
// runs as they are; the app's bundled code finds the same objects on globalThis.
const { metrics, statusClass } = await import('../src/services/metrics.ts')
const { routeTemplates } = await import('../src/lib/route-template.ts')
const { requestContext, requestIdFrom } = await import('../src/lib/request-context.ts')
const { malformedActionReply, badRequestText } = await import('../src/lib/action-guard.ts')
const { LANGS, LOCALES, DEFAULT_LANG } = await import('../src/i18n/locales.ts')
const badRequestTexts = Object.fromEntries(LANGS.map((l) => [l, LOCALES[l].badRequest]))
const templateOf = routeTemplates(
  JSON.parse(fs.readFileSync(path.join(root, '.next', 'routes-manifest.json'), 'utf8')),
  LANGS,
  DEFAULT_LANG,
)
const m = metrics()
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
const trustProxy = Number(process.env.TRUSTED_PROXIES) > 0
const requests = requestContext()

// Readiness: asked every few seconds (src/features/ops/readiness.ts, registered by the app's
// instrumentation). While this instance cannot serve — two answers in a row, so one slow check under
// load does not turn shoppers away — every request but the probes is answered 503 with Retry-After:
// the reverse proxy (deploy/nginx/vetrina.conf: proxy_next_upstream http_503) then tries another
// instance and rests this one.
const PROBES = new Set(['/api/health', '/api/ready', '/metrics'])
let notReady = { count: 0, reasons: [] }
const readinessTimer = setInterval(
  async () => {
    const check = globalThis[Symbol.for('vetrina.readiness')]
    if (!check || stopping) return
    try {
      const r = await check()
      notReady = r.ready ? { count: 0, reasons: [] } : { count: notReady.count + 1, reasons: r.reasons }
    } catch (err) {
      notReady = { count: notReady.count + 1, reasons: [err.message] }
    }
    m.ready.set(notReady.count >= 2 ? 0 : 1)
  },
  Number(process.env.READY_CHECK_MS || 5_000),
)
readinessTimer.unref()
const hsts = /^https:/.test(process.env.SITE_URL || '')
// INSTANCE_NAME (optional, several instances): sent as `X-Vetrina-Instance`, to tell which one answered.
const instance = process.env.INSTANCE_NAME
let stopping = false
/** Next's request handler, once the app is prepared (below, after the port is taken). */
let handle
const server = http.createServer((req, res) => {
  const started = process.hrtime.bigint()
  req.headers['x-vetrina-peer'] = req.socket.remoteAddress ?? ''
  // Whether the peer is the client itself (no proxy relayed the request): Next adds its own
  // X-Forwarded-For to every request, so the app cannot tell any more. Overwrites what a client sent.
  req.headers['x-vetrina-direct'] = req.headers['x-forwarded-for'] || req.headers.forwarded ? '0' : '1'
  // The request's id: the trusted proxy's X-Request-Id, or a new one; answered to the visitor and in
  // every log line written while serving it.
  const requestId = requestIdFrom(req.headers['x-request-id'], trustProxy, () => crypto.randomBytes(8).toString('hex'))
  req.headers['x-request-id'] = requestId
  res.setHeader('X-Request-Id', requestId)
  if (hsts) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  if (instance) res.setHeader('X-Vetrina-Instance', instance)
  if (stopping) res.setHeader('Connection', 'close')
  res.once('finish', () => {
    const route = templateOf(req.url ?? '/')
    const method = METHODS.has(req.method) ? req.method : 'OTHER'
    m.httpRequests.inc({ method, route, status: statusClass(res.statusCode) })
    m.httpDuration.observe({ method, route }, Number(process.hrtime.bigint() - started) / 1e9)
    if (res.statusCode >= 500) m.http5xx.inc({ route })
  })
  const pathname = (req.url ?? '/').split('?')[0]
  if (!handle) {
    // Still starting (Next loading the app): a 503 that a browser reloads by itself.
    res.writeHead(503, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Retry-After': '2',
      Refresh: '2',
      'Cache-Control': 'no-store',
    })
    res.end('Il negozio si sta avviando: un momento. / The shop is starting: one moment.\n')
    return
  }
  if (notReady.count >= 2 && !PROBES.has(pathname)) {
    res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '5', 'Cache-Control': 'no-store' })
    res.end('Il negozio torna tra poco. / The shop is back in a moment.\n')
    return
  }
  if (req.method === 'POST' && req.headers['next-action']) {
    requests.run({ requestId }, () => guardAction(req, res))
    return
  }
  requests.run({ requestId }, () => handle(req, res))
})

// Server action calls (fetch actions: the `Next-Action` header) are read here first: arguments the
// framework cannot decode are answered 400 in the visitor's language (Next would answer 500 before any
// code of the shop runs; src/lib/action-guard.ts), a body over the actions' limit 413. The rest goes
// on to Next as it came, from the bytes read.
const ACTION_BODY_LIMIT = 1024 * 1024 // next.config.mjs: serverActions.bodySizeLimit
function guardAction(req, res) {
  const context = requests.getStore() // stream events run outside the request's context: kept here
  const chunks = []
  let size = 0
  let refused = false
  const refuse = (status, why) => {
    refused = true
    log('warn', 'server action call refused', { status, why, path: (req.url ?? '').split('?')[0] })
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
    res.end(badRequestText(req.headers.cookie, req.url, badRequestTexts, DEFAULT_LANG) + '\n')
  }
  req.on('data', (chunk) => {
    if (refused) return
    size += chunk.length
    if (size > ACTION_BODY_LIMIT + 64 * 1024) {
      requests.run(context, () => refuse(413, `body over ${ACTION_BODY_LIMIT} bytes`))
      req.resume()
      return
    }
    chunks.push(chunk)
  })
  req.on('end', async () => {
    if (refused) return
    const body = Buffer.concat(chunks)
    const problem = await malformedActionReply(String(req.headers['content-type'] ?? ''), body).catch((e) => e.message)
    if (problem) return requests.run(context, () => refuse(400, problem))
    // The same request for Next, its body replayed from what was read.
    const replay = new http.IncomingMessage(req.socket)
    Object.assign(replay, {
      method: req.method,
      url: req.url,
      headers: req.headers,
      rawHeaders: req.rawHeaders,
      httpVersion: req.httpVersion,
      httpVersionMajor: req.httpVersionMajor,
      httpVersionMinor: req.httpVersionMinor,
      complete: true,
    })
    replay.push(body)
    replay.push(null)
    requests.run(context, () => handle(replay, res))
  })
  req.on('error', () => res.destroy())
}
/** One JSON log line, as src/lib/logger.ts writes them (with the request's id). */
function log(level, msg, data) {
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    msg,
    requestId: requests.getStore()?.requestId,
    ...data,
  })
  if (level === 'warn' || level === 'error') console.error(line)
  else console.log(line)
}
// Requests in flight on each connection. A stop closes every connection that has none at once, and each
// other one as soon as its last answer is sent. Node's closeIdleConnections() alone missed keep-alive
// connections answered while the app was still loading (a proxy's, a probe's): each kept every stop waiting
// the whole grace, 20 s (a deploy's restarts, the several-instances drill's instance B: 14.7 s).
const connections = new Map() // socket → { in flight, answered, bytes read when the last answer was sent }
server.on('connection', (socket) => {
  connections.set(socket, { requests: 0, answered: 0, readAt: 0 })
  socket.once('close', () => connections.delete(socket))
})
server.on('request', (req, res) => {
  const socket = req.socket
  const c = connections.get(socket)
  if (!c) return
  c.requests++
  res.once('close', () => {
    c.requests--
    c.answered++
    c.readAt = socket.bytesRead
    // After Node has had its turn: a request already waiting on the socket is counted by then.
    if (stopping) setImmediate(() => closeIfIdle(socket))
  })
})
/**
 * Closes a connection with no request in flight and none begun since its last answer, once what was
 * written is sent (destroySoon, as Node does after a last answer). One that has not sent its first request
 * yet gets a second to: a proxy's new connection may hold it in the kernel's buffer already.
 */
function closeIfIdle(socket) {
  const c = connections.get(socket)
  if (!c || c.requests > 0 || socket.bytesRead !== c.readAt) return
  if (c.answered > 0) return socket.destroySoon()
  // After Node's turn at the sockets too: on a loaded machine a timer can run before a waiting read.
  setTimeout(
    () =>
      setImmediate(() => {
        if (c.requests === 0 && socket.bytesRead === 0) socket.destroy()
      }),
    1_000,
  ).unref()
}
// Idle keep-alive connections outlive those of clients and reverse proxies (60 s for nginx's upstream
// keep-alive and most load balancers; Node's default is 5 s): a client never sends its next request on
// a socket the server is closing at that moment (ECONNRESET, or a proxy's 502).
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
// A port that cannot be had (taken by another process) ends the start at once with its reason: a shop
// that never listens would otherwise keep running, and a supervisor or test runner wait for it in vain.
server.on('error', (err) => {
  log('error', 'the shop cannot listen on its port', { port, error: err.message })
  process.exit(1)
})
server.listen(Number(port), process.env.BIND_HOST || undefined, () => {
  // Where the app's own timers reach this server (a sale's start or end revalidates the cached pages).
  const host =
    !process.env.BIND_HOST || ['0.0.0.0', '::'].includes(process.env.BIND_HOST) ? '127.0.0.1' : process.env.BIND_HOST
  globalThis[Symbol.for('vetrina.selfUrl')] = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
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
    globalThis[Symbol.for('vetrina.stopping')] = true // /api/ready answers 503 'shutting down' from now on
    m.ready.set(0)
    server.close(async () => {
      await globalThis.vetrinaBeforeExit?.() // the outbox's sends in progress (src/instrumentation.ts)
      process.exit(0)
    })
    server.closeIdleConnections()
    for (const socket of connections.keys()) closeIfIdle(socket)
    setTimeout(() => {
      log('warn', 'stop: the grace is over, connections cut', { grace, connections: connections.size })
      server.closeAllConnections()
      process.exit(0)
    }, grace).unref()
  })

// The port is taken first, the app prepared after: a port another process holds ends the start at once
// (above), not after Next has loaded the app and its instrumentation has begun migrating (7 s on the
// 2-core VM); until the app is prepared every request is answered 503 (the probes too: a supervisor, a
// test runner or the reverse proxy waits, as for a closed port).
await new Promise((resolve) => server.once('listening', resolve))
const { default: next } = await import('next')
// Next builds its own URLs on this name (the address to listen on is BIND_HOST, above). It writes a
// loopback address as `localhost` in the proxy's request URL; any other name here would make the proxy's
// rewrite to the language's route look like another origin, which Next would forward over the network.
const app = next({ dev: false, dir: root, port: Number(port), hostname: 'localhost' })
await app.prepare()
handle = app.getRequestHandler()
console.log('Vetrina ready')
