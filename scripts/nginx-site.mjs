#!/usr/bin/env node
// The nginx site of deploy/nginx/vetrina.conf, run on this machine: the lines marked `# drill: <what>`
// get this machine's addresses, ports, certificate and cache folder; every other line is the file's
// own. Used by the several-instances drill (scripts/drill-services.mjs) and, with `--check`, by
// `npm test`: renders the site with a throwaway certificate, runs `nginx -t` on it, then runs it in
// front of a stand-in instance and reads its logs (checkLogs).
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './free-port.mjs'

const root = path.resolve(import.meta.dirname, '..')
export const SITE = path.join(root, 'deploy', 'nginx', 'vetrina.conf')
export const nginxBin = () => (fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx')

/** A self-signed certificate for 127.0.0.1 (Debian's openssl), for the drill's TLS. */
export function selfSignedCertificate(dir) {
  const cert = path.join(dir, 'cert.pem')
  const key = path.join(dir, 'key.pem')
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1'].concat([
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ]),
    { stdio: 'ignore' },
  )
  return { cert, key }
}

/**
 * The site with this machine's values in the marked lines. Throws when a marked line is missing (the
 * file changed shape: the drill would no longer run what an operator copies).
 */
export function renderSite({ upstreams, httpsPort, httpPort, cert, key, cacheDir, logDir }) {
  const text = fs.readFileSync(SITE, 'utf8')
  const seen = {}
  const out = []
  for (const line of text.split('\n')) {
    const mark = /#\s*drill:\s*(\w+)\s*$/.exec(line)?.[1]
    if (!mark) {
      out.push(line)
      continue
    }
    seen[mark] = (seen[mark] ?? 0) + 1
    const indent = /^\s*/.exec(line)[0]
    const code = line.replace(/#\s*drill:.*$/, '').trimEnd()
    switch (mark) {
      case 'cache':
        out.push(code.replace(/proxy_cache_path \S+/, `proxy_cache_path ${cacheDir}`))
        break
      case 'upstream':
        // The file's first upstream line, once per instance of the drill.
        if (seen.upstream === 1)
          for (const u of upstreams) out.push(code.replace(/server \S+/, `server ${u.replace(/^https?:\/\//, '')}`))
        break
      case 'http':
        out.push(`${indent}listen 127.0.0.1:${httpPort};`)
        break
      case 'https':
        out.push(code.replace(/listen \S+/, `listen 127.0.0.1:${httpsPort}`))
        break
      case 'http6':
      case 'https6':
        break // loopback IPv4 only here
      case 'name':
        out.push(code)
        break
      case 'cert':
        out.push(code.replace(/ssl_certificate\s+\S+;/, `ssl_certificate ${cert};`))
        break
      case 'key':
        out.push(code.replace(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${key};`))
        break
      case 'log':
        // The operator's log in this folder, beside the drill's (which instance answered: mainConf).
        out.push(code.replace(/access_log \S+/, `access_log ${logDir}/vetrina.access.log`))
        out.push(`${indent}access_log ${logDir}/access.log upstreams;`)
        break
      default:
        throw new Error(`deploy/nginx/vetrina.conf: unknown drill mark '${mark}'`)
    }
  }
  const expected = { cache: 1, http: 1, http6: 1, https: 1, https6: 1, name: 2, cert: 1, key: 1, log: 2 }
  for (const [mark, n] of Object.entries(expected))
    if (seen[mark] !== n)
      throw new Error(`deploy/nginx/vetrina.conf: expected ${n} line(s) marked '${mark}', found ${seen[mark] ?? 0}`)
  if (!seen.upstream) throw new Error("deploy/nginx/vetrina.conf: no line marked 'upstream'")
  return out.join('\n')
}

/** nginx's main file around the site: this folder for its pid, logs and temporary files. */
export function mainConf(dir, sitePath) {
  // Workers as the user that started nginx (root in CI): the drill's folders are private (mkdtemp,
  // mode 700), and the site's cache of hashed assets is written there.
  return `worker_processes 1;
${process.getuid?.() === 0 ? 'user root;' : ''}
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
daemon off;
events { worker_connections 1024; }
http {
  log_format upstreams '$status $request_method $vetrina_log_uri\t$upstream_addr';
  access_log ${dir}/logs/access.log upstreams;
  # Debian's nginx.conf logs every request in nginx's \`combined\` format (full address and Referer):
  # the site's own access_log lines take its requests out of it (checked by --check).
  access_log ${dir}/logs/default.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${sitePath};
}
`
}

/** Writes the main file and the rendered site into `dir`; returns the main file's path. */
export function writeSite(dir, values) {
  fs.mkdirSync(path.join(dir, 'logs'), { recursive: true })
  fs.mkdirSync(values.cacheDir, { recursive: true })
  const site = path.join(dir, 'vetrina.conf')
  fs.writeFileSync(site, renderSite({ logDir: path.join(dir, 'logs'), ...values }))
  const conf = path.join(dir, 'nginx.conf')
  fs.writeFileSync(conf, mainConf(dir, site))
  return conf
}

/** `nginx -t` on the site as the drill runs it; throws with nginx's words when it is refused. */
export function testSite(dir, conf) {
  try {
    return execFileSync(nginxBin(), ['-t', '-c', conf, '-p', dir], { encoding: 'utf8', stdio: 'pipe' })
  } catch (err) {
    throw new Error(`nginx -t refused deploy/nginx/vetrina.conf:\n${err.stderr ?? err.message}`)
  }
}

/**
 * The site running on this machine in front of a stand-in instance: requests carrying a secret link's
 * key (withdrawal, return label, password reset, payment, /cms reset; in the address, in the Referer,
 * over HTTP and HTTPS) are logged, but no log nginx writes holds the key (issue 55); a listing's query
 * is logged as it came. Throws with the offending lines.
 */
export async function checkLogs(dir) {
  const app = http.createServer((_req, res) => res.end('ok\n'))
  await new Promise((resolve) => app.listen(0, '127.0.0.1', resolve))
  const [httpsPort, httpPort] = [await freePort(), await freePort()]
  const conf = writeSite(dir, {
    upstreams: [`127.0.0.1:${app.address().port}`],
    httpsPort,
    httpPort,
    cacheDir: path.join(dir, 'cache'),
    ...selfSignedCertificate(dir),
  })
  testSite(dir, conf)
  const nginx = spawn(nginxBin(), ['-c', conf, '-p', dir], { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  nginx.stderr.on('data', (d) => (stderr += d))
  /** Every answer's Location, in order. */
  const locations = []
  const get = (scheme, port, address, headers = {}) =>
    new Promise((resolve, reject) => {
      const mod = scheme === 'https' ? https : http
      const req = mod.get(`${scheme}://127.0.0.1:${port}${address}`, { headers, rejectUnauthorized: false }, (res) => {
        res.resume()
        res.on('end', () => {
          locations.push(res.headers.location ?? '')
          resolve(res.statusCode)
        })
      })
      req.on('error', reject)
    })
  try {
    for (let i = 0; ; i++) {
      const up = await get('https', httpsPort, '/api/health').then(
        () => true,
        () => false,
      )
      if (up) break
      if (i > 100) throw new Error(`nginx did not start: ${stderr}`)
      await new Promise((r) => setTimeout(r, 100))
    }
    const origin = `https://127.0.0.1:${httpsPort}`
    const asked = [
      await get('https', httpsPort, '/withdraw/12?t=SECRET-withdraw'),
      await get('https', httpsPort, '/api/orders/12/return-label?lang=en&t=SECRET-label'),
      await get('https', httpsPort, '/success?session_id=SECRET-payment'),
      await get('https', httpsPort, '/cms/reset/SECRET-cms'),
      await get('https', httpsPort, '/_next/static/chunks/app.js', {
        Referer: `${origin}/reset-password?token=SECRET-referer&lang=en`,
      }),
      await get('http', httpPort, '/api/newsletter/confirm?token=SECRET-http', { Host: 'evil.example' }),
      await get('https', httpsPort, '/api/auth/google/callback?state=s&code=SECRET-google'),
      await get('https', httpsPort, '/shop?page=2&category=candele'),
    ]
    // The move to https names the shop, never the Host a client sent.
    const moved = locations.find((l) => l.includes('/api/newsletter/confirm'))
    if (!moved?.startsWith('https://shop.example.com/')) throw new Error(`the move to https went to ${moved}`)
    if (asked.some((status) => status !== 200 && status !== 301)) throw new Error(`unexpected answers: ${asked}`)
    // access_log writes each line as its request ends (no buffer): everything is on disk by now.
    const logs = Object.fromEntries(
      fs.readdirSync(path.join(dir, 'logs')).map((f) => [f, fs.readFileSync(path.join(dir, 'logs', f), 'utf8')]),
    )
    const leaks = Object.entries(logs).flatMap(([f, text]) =>
      text
        .split('\n')
        .filter((l) => l.includes('SECRET'))
        .map((l) => `${f}: ${l}`),
    )
    if (leaks.length) throw new Error(`the logs hold secret links' keys:\n${leaks.join('\n')}`)
    const site = logs['vetrina.access.log'] ?? ''
    for (const line of [
      '"GET /withdraw/12?redacted HTTP/1.1" 200',
      '"GET /api/orders/12/return-label?redacted HTTP/1.1" 200',
      '"GET /success?redacted HTTP/1.1" 200',
      '"GET /cms/reset/redacted HTTP/1.1" 200',
      `"${origin}/reset-password?redacted"`,
      '"GET /api/newsletter/confirm?redacted HTTP/1.1" 301',
      '"GET /api/auth/google/callback?redacted HTTP/1.1" 200',
      '"GET /shop?page=2&category=candele HTTP/1.1" 200',
    ])
      if (!site.includes(line)) throw new Error(`vetrina.access.log lacks ${line}:\n${site}`)
  } finally {
    nginx.kill('SIGTERM')
    app.close()
  }
}

if (process.argv[1] === import.meta.filename && process.argv.includes('--check')) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vetrina-nginx-'))
  try {
    await checkLogs(dir)
    console.log('nginx -t: deploy/nginx/vetrina.conf is valid; its logs hold no secret link keys')
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
