#!/usr/bin/env node
// `npm run bench:catalogue` (README "A catalogue of thousands"; a measurement, not a test): the storefront's
// listing, product page, sitemap and feed at BENCH_PRODUCTS products (default 10,000, both languages)
// beside the 13-product demo, in the same run, on the production build (`npx next build` first).
//
// For SQLite (a temporary DATA_DIR) and, when BENCH_DATABASE_URL names an empty PostgreSQL database,
// for PostgreSQL (its tables are dropped at the end unless BENCH_KEEP=1):
//   1. a fresh shop (migrated, seeded with the demo): /shop measured as the baseline;
//   2. the generated catalogue imported through the CSV import (`npm run products:import -- file --apply`,
//      timed: the target is 5 minutes for 10,000 products), then published in one statement (the import
//      creates new products as drafts, without a photo: the bench gives them the first demo product's);
//   3. the shop restarted on that data: each page measured.
// Per page: the first (uncached) answer, server time p50/p95 over BENCH_SAMPLES sequential requests (on
// loopback: the client's wait is the server's time), throughput with autocannon (10 connections,
// BENCH_SECONDS seconds), and the HTML's gzip size. Targets (issue 54): listing pages keep at least 80 %
// of the demo's /shop throughput, p95 under 100 ms, HTML under 40 KB gzip.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import zlib from 'node:zlib'
import autocannon from 'autocannon'
import { startShop } from './shop-process.mjs'
// The import's own column list (a TypeScript file without imports: Node 24 strips its types).
import { COLUMNS } from '../src/features/catalogue-io/columns.ts'

const PRODUCTS = Number(process.env.BENCH_PRODUCTS) || 10_000
const SECONDS = Number(process.env.BENCH_SECONDS) || 10
const SAMPLES = Number(process.env.BENCH_SAMPLES) || 40
const root = path.resolve(import.meta.dirname, '..')

if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error('bench:catalogue measures the production build: run `npx next build` first.')
  process.exit(1)
}

const SCENTS = [
  ['Vaniglia', 'Vanilla'],
  ['Lavanda', 'Lavender'],
  ['Fico', 'Fig'],
  ['Ambra', 'Amber'],
  ['Cedro', 'Cedar'],
  ['Tè bianco', 'White tea'],
  ['Gelsomino', 'Jasmine'],
  ['Arancia', 'Orange'],
  ['Rosmarino', 'Rosemary'],
  ['Bergamotto', 'Bergamot'],
  ['Rosa', 'Rose'],
  ['Cannella', 'Cinnamon'],
]
// The demo's categories (Italian name, English name): an import refuses a category the shop does not have.
const THINGS = [
  ['Candela', 'Candle', 'Candele'],
  ['Bottiglia', 'Bottle', 'Bottiglie'],
  ['Vaso', 'Vase', 'Vasi'],
]
const LOOKS = [
  ['blu', 'blue'],
  ['ambrata', 'amber'],
  ['soffiata', 'blown'],
  ['veneziana', 'Venetian'],
  ['fumé', 'smoky'],
  ['antica', 'antique'],
  ['verde', 'green'],
  ['dorata', 'golden'],
]

const cell = (v) => (/[;"\n\r]/.test(String(v)) ? `"${String(v).replaceAll('"', '""')}"` : String(v))

/**
 * The generated catalogue as the import reads it: one row a product (every other one with a fragrance
 * variant row under it), prices from 8 to 150 euros, a few sold out. Product SKUs `BENCH-n`.
 */
function catalogueCsv(n) {
  const line = (row) => COLUMNS.map((c) => cell(row[c] ?? '')).join(';')
  const lines = [COLUMNS.join(';')]
  for (let i = 1; i <= n; i++) {
    const s = SCENTS[i % SCENTS.length]
    const t = THINGS[Math.floor(i / SCENTS.length) % THINGS.length]
    const l = LOOKS[Math.floor(i / (SCENTS.length * THINGS.length)) % LOOKS.length]
    const stock = String(i % 17 === 0 ? 0 : 5 + (i % 40))
    lines.push(
      line({
        sku: `BENCH-${i}`,
        name_it: `${t[0]} ${s[0]} ${l[0]} ${i}`,
        name_en: `${l[1]} ${s[1]} ${t[1]} ${i}`,
        summary_it: `${t[0]} con note di ${s[0].toLowerCase()}, fatta a mano in Veneto.`,
        summary_en: `${t[1]} with notes of ${s[1].toLowerCase()}, handmade in Veneto.`,
        category: t[2],
        price: (8 + ((i * 37) % 14200) / 100).toFixed(2),
        stock,
        status: 'published',
        weight_g: String(150 + (i % 30) * 50),
      }),
    )
    if (i % 2 === 0)
      lines.push(line({ sku: `BENCH-${i}`, variant_sku: `BENCH-${i}-F`, name_it: s[0], name_en: s[1], stock }))
  }
  return '\uFEFF' + lines.join('\r\n') + '\r\n'
}

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]
}

/** One page: first answer, sequential times, throughput and gzip size. */
async function measurePage(base, pathname) {
  const url = base + pathname
  let t0 = performance.now()
  const first = await fetch(url)
  const body = await first.text()
  const cold = performance.now() - t0
  if (!first.ok) throw new Error(`${pathname} answered ${first.status}`)
  const times = []
  for (let i = 0; i < SAMPLES; i++) {
    t0 = performance.now()
    const r = await fetch(url)
    await r.arrayBuffer()
    times.push(performance.now() - t0)
  }
  const run = await new Promise((resolve, reject) =>
    autocannon({ url, connections: 10, duration: SECONDS }, (err, res) => (err ? reject(err) : resolve(res))),
  )
  const errors = run.errors + run.non2xx
  return {
    path: pathname,
    cold: Math.round(cold),
    p50: pct(times, 50),
    p95: pct(times, 95),
    rps: run.requests.average,
    errors,
    gzipKB: zlib.gzipSync(body).length / 1024,
  }
}

function run(cmd, args, env) {
  return new Promise((resolve, reject) => {
    const childEnv = { ...process.env, ...env }
    for (const [k, v] of Object.entries(childEnv)) if (v === undefined) delete childEnv[k]
    const child = spawn(cmd, args, { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (out += d))
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${args.join(' ')} exited ${code}:\n${out.slice(-3000)}`)),
    )
  })
}

const fmt = (r) =>
  `| ${r.label} | \`${r.path}\` | ${r.cold} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${Math.round(r.rps)} | ${r.gzipKB.toFixed(1)} |${r.errors ? ` ${r.errors} errors` : ''}`

async function bench(engine, env, csvFile) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vetrina-bench-catalogue-'))
  const logFile = path.join(dataDir, 'shop.log')
  const shopEnv = { ...env, RATE_LIMIT_SCALE: '1000', WEB_VITALS_SAMPLE_RATE: '0' }
  const rows = []
  let shop = await startShop({ dataDir, env: shopEnv, logFile })
  try {
    rows.push({ label: 'demo (13)', ...(await measurePage(shop.base, '/shop')) })
  } finally {
    await shop.stop()
  }
  const t0 = performance.now()
  const out = await run(
    process.execPath,
    [path.join(root, 'node_modules/.bin/tsx'), 'scripts/products-import.ts', csvFile, '--apply'],
    {
      ...env,
      DATA_DIR: dataDir,
    },
  )
  const importSeconds = (performance.now() - t0) / 1000
  console.log(
    `${engine}: ${PRODUCTS} products imported in ${importSeconds.toFixed(1)} s (${out.trim().split('\n').at(-1)})`,
  )
  await publish(env.DATABASE_URL, dataDir)
  shop = await startShop({ dataDir, env: shopEnv, logFile })
  try {
    const slug = await fetch(`${shop.base}/shop?sort=date-desc`)
      .then((r) => r.text())
      .then((html) => html.match(/href="(?:\/en)?\/shop\/([^"?#/]+)"/)?.[1])
    const pages = [
      ['listing p.1', '/shop'],
      ['listing p.200', '/shop?page=200'],
      ['filtered', '/shop?category=Candele&stock=in&price=20-40'],
      ['sorted', '/shop?sort=price-desc'],
      ['filtered, EN', '/shop?category=Vases&sort=a-z&lang=en'],
      ['product', `/shop/${slug}`],
      ['sitemap', '/sitemap.xml'],
      ['feed', '/feeds/google-it.xml'],
    ]
    for (const [label, p] of pages) rows.push({ label: `${PRODUCTS}: ${label}`, ...(await measurePage(shop.base, p)) })
  } finally {
    await shop.stop()
  }
  if (!process.env.BENCH_KEEP) fs.rmSync(dataDir, { recursive: true, force: true })
  return { rows, importSeconds }
}

/**
 * The import creates new products as drafts (they have no photo yet; the operator publishes them in /cms):
 * the bench publishes its own at once, with the first demo product's photo, in one statement.
 */
async function publish(databaseUrl, dataDir) {
  const sql =
    "UPDATE products SET _status = 'published', mainimage_id = " +
    "(SELECT mainimage_id FROM products WHERE sku NOT LIKE 'BENCH-%' AND mainimage_id IS NOT NULL ORDER BY id LIMIT 1) " +
    "WHERE sku LIKE 'BENCH-%'"
  if (databaseUrl) {
    const pg = (await import('pg')).default
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    await client.query(sql)
    await client.end()
  } else {
    const { createClient } = await import('@libsql/client')
    const client = createClient({ url: `file:${path.join(dataDir, 'vetrina.db')}` })
    await client.execute(sql)
    client.close()
  }
}

function report(engine, { rows, importSeconds }) {
  const demo = rows[0].rps
  console.log(
    `\n${engine}, ${new Date().toISOString().slice(0, 16)}Z, ${os.cpus().length} cores; import ${importSeconds.toFixed(1)} s`,
  )
  console.log('| page | path | first answer ms | p50 ms | p95 ms | req/s | HTML KB gzip |')
  console.log('|---|---|---|---|---|---|---|')
  for (const r of rows) console.log(fmt(r))
  const listings = rows.filter((r) => /listing|filtered|sorted/.test(r.label))
  const worst = Math.min(...listings.map((r) => r.rps))
  console.log(
    `targets: listings ≥ 80 % of the demo's /shop req/s: ${Math.round((worst / demo) * 100)} % at worst; ` +
      `p95 < 100 ms: ${Math.max(...listings.map((r) => r.p95)).toFixed(1)} ms at worst; ` +
      `HTML < 40 KB gzip: ${Math.max(...listings.map((r) => r.gzipKB)).toFixed(1)} KB at worst; ` +
      `import < 300 s: ${importSeconds.toFixed(0)} s`,
  )
}

async function main() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vetrina-bench-csv-'))
  const csvFile = path.join(work, 'catalogue.csv')
  fs.writeFileSync(csvFile, catalogueCsv(PRODUCTS))
  try {
    report('SQLite', await bench('SQLite', { DATABASE_URL: undefined }, csvFile))
    const url = process.env.BENCH_DATABASE_URL
    if (!url) return console.log('\nPostgreSQL: set BENCH_DATABASE_URL to an empty database to measure it too')
    try {
      report('PostgreSQL', await bench('PostgreSQL', { DATABASE_URL: url }, csvFile))
    } finally {
      if (!process.env.BENCH_KEEP) {
        const pg = (await import('pg')).default
        const client = new pg.Client({ connectionString: url })
        await client.connect()
        await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public')
        await client.end()
      }
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(`bench:catalogue failed: ${err.stack}`)
    process.exit(1)
  },
)
