// Free loopback ports for the test servers, drills and reports. Chosen below Linux's ephemeral range
// (32768–60999): a port the kernel hands out for listen(0) is an ephemeral one, and between the pick and
// the server's listen an outgoing connection — the shop's own database pool while it migrates — could be
// given the same port (EADDRINUSE, CI run of 2026-11-27). Usage: `node scripts/free-port.mjs [count]`
// prints `count` distinct ports separated by spaces; `freePorts(count)` resolves to them.
import net from 'node:net'
import { pathToFileURL } from 'node:url'

const LOW = 20_000
const HIGH = 32_767

const tryListen = (port) =>
  new Promise((resolve) => {
    const s = net.createServer()
    s.once('error', () => resolve(false))
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)))
  })

/** @param {number} [count] @returns {Promise<number[]>} */
export async function freePorts(count = 1) {
  const ports = new Set()
  for (let tries = 0; ports.size < count; tries++) {
    if (tries > 1000) throw new Error(`no free port between ${LOW} and ${HIGH}`)
    const port = LOW + Math.floor(Math.random() * (HIGH - LOW + 1))
    if (!ports.has(port) && (await tryListen(port))) ports.add(port)
  }
  return [...ports]
}

export const freePort = async () => (await freePorts(1))[0]

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  process.stdout.write((await freePorts(Number(process.argv[2] ?? 1))).join(' '))
