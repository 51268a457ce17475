#!/usr/bin/env node
// The nginx site of deploy/nginx/vetrina.conf, run on this machine: the lines marked `# drill: <what>`
// get this machine's addresses, ports, certificate and cache folder; every other line is the file's
// own. Used by the several-instances drill (scripts/drill-services.mjs) and, with `--check`, by
// `npm test`: renders the site with a throwaway certificate and runs `nginx -t` on it.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

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
export function renderSite({ upstreams, httpsPort, httpPort, cert, key, cacheDir }) {
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
      default:
        throw new Error(`deploy/nginx/vetrina.conf: unknown drill mark '${mark}'`)
    }
  }
  const expected = { cache: 1, http: 1, http6: 1, https: 1, https6: 1, name: 2, cert: 1, key: 1 }
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
  log_format upstreams '$status $request_method $uri\t$upstream_addr';
  access_log ${dir}/logs/access.log upstreams;
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
  fs.writeFileSync(site, renderSite(values))
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

if (process.argv[1] === import.meta.filename && process.argv.includes('--check')) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vetrina-nginx-'))
  try {
    const conf = writeSite(dir, {
      upstreams: ['127.0.0.1:3001', '127.0.0.1:3002'],
      httpsPort: 8443,
      httpPort: 8080,
      cacheDir: path.join(dir, 'cache'),
      ...selfSignedCertificate(dir),
    })
    testSite(dir, conf)
    console.log('nginx -t: deploy/nginx/vetrina.conf is valid')
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
