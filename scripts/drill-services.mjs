// The engines of the several-instances drill (scripts/drill.mjs), each on a free loopback port and
// stopped by the drill: Redis (Debian's redis-server), a local S3-compatible store (the s3rver npm
// package; the app reaches it only through the AWS SDK) and nginx (Debian's) in front of the app
// instances. Nothing here is the shop's code: the drill uses them as a deployment would.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import S3rver from 's3rver'
import { nginxBin, selfSignedCertificate, testSite, writeSite } from './nginx-site.mjs'
import { freePort } from './shop-process.mjs'

export { freePort }

const listening = async (port, what, ms = 15_000) => {
  for (const until = Date.now() + ms; Date.now() < until;) {
    const up = await new Promise((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => (s.end(), resolve(true)))
      s.on('error', () => resolve(false))
    })
    if (up) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${what} did not listen on port ${port}`)
}

const version = (cmd, args) => {
  const r = spawnSync(cmd, args, { encoding: 'utf8' })
  return `${r.stdout}${r.stderr}`.trim().split('\n')[0]
}

export async function startRedis(dir) {
  const port = await freePort()
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    {
      stdio: 'ignore',
    },
  )
  await listening(port, 'redis-server')
  return {
    url: `redis://127.0.0.1:${port}`,
    version: version('redis-server', ['--version']),
    stop: () => child.kill('SIGTERM'),
  }
}

export async function startS3(dir, bucket) {
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
    stop: () => server.close(),
  }
}

/**
 * nginx in front of the instances with the operator's own site file (deploy/nginx/vetrina.conf,
 * rendered by scripts/nginx-site.mjs with this machine's ports, a self-signed certificate and a cache
 * folder): TLS and HTTP/2, round robin, a request that cannot reach an instance — refused, reset before
 * an answer, or a 502/503 from it (not ready) — goes to the next one (POSTs only when nothing was sent
 * yet, nginx's rule); an instance that failed rests 10 s.
 */
export async function startProxy(dir, upstreams) {
  const port = await freePort()
  const nginx = nginxBin()
  fs.mkdirSync(dir, { recursive: true })
  const conf = writeSite(dir, {
    upstreams,
    httpsPort: port,
    httpPort: await freePort(),
    cacheDir: path.join(dir, 'cache'),
    ...selfSignedCertificate(dir),
  })
  testSite(dir, conf)
  const child = spawn(nginx, ['-c', conf, '-p', dir], { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (d) => (stderr += d))
  await listening(port, 'nginx').catch((err) => {
    throw new Error(`${err.message}: ${stderr}`)
  })
  return {
    url: `https://127.0.0.1:${port}`,
    version: version(nginx, ['-v']),
    /** Requests answered so far, by the instance (upstream address) that answered them. */
    answeredBy: () => {
      const counts = {}
      for (const line of fs.readFileSync(path.join(dir, 'logs', 'access.log'), 'utf8').split('\n')) {
        // `$upstream_addr` lists every instance tried ("a, b" when a refused): the last one answered.
        const upstream = line.split('\t')[1]?.split(', ').pop()
        if (upstream && upstream !== '-') counts[upstream] = (counts[upstream] ?? 0) + 1
      }
      return counts
    },
    stop: () => child.kill('SIGTERM'),
  }
}
