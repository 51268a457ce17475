// One production shop process for the scripts that try the shop from outside (npm run load, the restore
// drill): scripts/start.mjs on a free loopback port with the given DATA_DIR (and DATABASE_URL), ready when
// /api/ready answers 200; stopped with SIGTERM, or killed with SIGKILL to play a crash.
import { spawn } from 'node:child_process'
import http from 'node:http'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './free-port.mjs'

export { freePort }

const root = path.resolve(import.meta.dirname, '..')

/**
 * Starts the shop and waits until it is ready (the first start migrates and seeds). `env` is added to
 * this process's environment; a `DATABASE_URL: undefined` entry removes it. The log goes to `logFile`
 * (default: kept in memory, its tail thrown with a failed start).
 */
/** @param {{ dataDir?: string, env?: Record<string, string | undefined>, port?: number, logFile?: string }} [options] */
export async function startShop({ dataDir, env = {}, port, logFile } = {}) {
  port ??= await freePort()
  dataDir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'vetrina-shop-'))
  const base = `http://127.0.0.1:${port}`
  const childEnv = {
    ...process.env,
    PORT: String(port),
    BIND_HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SITE_URL: base,
    VIES_URL: 'off',
    ...env,
  }
  for (const [k, v] of Object.entries(childEnv)) if (v === undefined) delete childEnv[k]
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let tail = ''
  const out = logFile ? fs.createWriteStream(logFile, { flags: 'a' }) : null
  for (const s of [child.stdout, child.stderr])
    s.on('data', (d) => {
      tail = (tail + d).slice(-4000)
      out?.write(d)
    })
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)))
  for (let i = 0; ; i++) {
    const ok = await fetch(`${base}/api/ready`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    if (child.exitCode !== null || child.signalCode !== null || i > 1200)
      throw new Error(`the shop did not start:\n${tail}`)
    await new Promise((r) => setTimeout(r, 250))
  }
  return {
    base,
    dataDir,
    port,
    child,
    /** Stops it (SIGTERM: requests in flight finish) or kills it (SIGKILL: a crash); resolves when it is gone. */
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      await exited
      out?.end()
    },
  }
}

/**
 * A keep-alive connection to a shop that is starting, as a proxy's or a supervisor's probe keeps one: asks
 * `/api/ready` on one socket every 100 ms until it is answered 503 (the app loading), then keeps the socket
 * open, idle. The restore drill stops the shop with it open: the stop must not wait for it. Resolves with
 * the answers seen, `closedAt()` (when the shop closed that socket, if it has) and `close()`, which lets it go.
 * @param {number} port
 */
export async function heldConnection(port) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  let closedAt // when the socket of the last answer closed (the shop's keep-alive timeout, or its stop)
  const ask = () =>
    new Promise((resolve) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/api/ready', agent }, (res) => {
        res.resume()
        res.socket.once('close', () => (closedAt = Date.now()))
        res.on('end', () => resolve(res.statusCode))
      })
      req.on('error', () => resolve(undefined))
    })
  const statuses = []
  for (let i = 0; i < 6000 && ![503, 200].includes(statuses.at(-1)); i++) {
    await new Promise((r) => setTimeout(r, 100))
    statuses.push((await ask()) ?? 'refused')
  }
  closedAt = undefined
  return { statuses, closedAt: () => closedAt, close: () => agent.destroy() }
}
