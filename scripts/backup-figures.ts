// `npm run figures:backup` (README "Backups and restore", not a test): backup and restore time and archive
// size for the demo shop and for a generated one of 10,000 orders (a quarter invoiced) and 500 products
// with a photo each, and /shop throughput while `npm run backup` runs, as a share of it without.
//   FIGURES_ORDERS=10000 FIGURES_PRODUCTS=500   the generated shop's size (defaults)
// Uses the production build (`npx next build` first). Each shop lives in a temporary DATA_DIR (SQLite).
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const ORDERS = Number(process.env.FIGURES_ORDERS || 10_000)
const PRODUCTS = Number(process.env.FIGURES_PRODUCTS || 500)
const root = path.resolve(import.meta.dirname, '..')
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** `npm run <script> -- args` in DATA_DIR; resolves with the wall time, throws on a failure. */
function npmRun(script: string, args: string[], env: Record<string, string>): Promise<number> {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let err = ''
    child.stderr.on('data', (d) => (err += d))
    child.on('exit', (code) => (code === 0 ? resolve(Date.now() - started) : reject(new Error(err))))
  })
}

const without = (doc: object, keys: string[]) =>
  Object.fromEntries(Object.entries(doc).filter(([k]) => !keys.includes(k)))

/** A copy with new ids for the rows of its arrays (each array row is a table row of its own). */
const freshIds = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map((row) =>
        row && typeof row === 'object' ? { ...(freshIds(row) as object), id: randomBytes(12).toString('hex') } : row,
      )
    : v && typeof v === 'object' && !(v instanceof Date)
      ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, freshIds(x)]))
      : v

/** Fills the shop of DATA_DIR: products with a photo each, and orders copied from one real invoiced order. */
async function generate(dataDir: string) {
  process.env.DATA_DIR = dataDir
  const sharp = (await import('sharp')).default
  await import('../src/boot') // the composition root first (ADR 0038)
  const { shop, pendingGuestOrder, payOrder } = await import('../tests/integration/helpers')
  const payload = await shop()
  const started = Date.now()
  const template = (await payload.find({ collection: 'products', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
  for (let i = 0; i < PRODUCTS; i++) {
    const photo = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: { r: i % 256, g: (i * 7) % 256, b: 120 } },
    })
      .composite([
        { input: Buffer.from(`<svg width="1200" height="900"><text x="80" y="480" font-size="200">${i}</text></svg>`) },
      ])
      .webp({ quality: 80 })
      .toBuffer()
    const media = await payload.create({
      collection: 'media',
      overrideAccess: true,
      data: { alt: `Prodotto ${i}` } as never,
      file: { data: photo, mimetype: 'image/webp', name: `figures-${i}.webp`, size: photo.length },
    })
    const rest = without(template, ['id', 'createdAt', 'updatedAt'])
    await payload.create({
      collection: 'products',
      overrideAccess: true,
      data: {
        ...(freshIds(rest) as object),
        url: `figures-${i}`,
        sku: `FIG-${i}`,
        mainimage: media.id,
        product_images: [],
      } as never,
    })
  }
  console.log(`generated ${PRODUCTS} products with photos in ${s(Date.now() - started)}`)
  const invoiced = await payOrder(await pendingGuestOrder('figures-template', { invoice: true }))
  const plain = await payOrder(await pendingGuestOrder('figures-plain'))
  const year = invoiced.invoiceNumber!.split('/')[0]
  const t1 = Date.now()
  for (let i = 0; i < ORDERS; i++) {
    const from = i % 4 === 0 ? invoiced : plain
    const rest = without(from, ['id', 'ref', 'checkoutSessionId', 'invoiceNumber'])
    await payload.db.create({
      collection: 'orders',
      data: {
        ...(freshIds(rest) as object),
        email: `figures-${i}@example.com`,
        invoiceNumber: i % 4 === 0 ? `${year}/${String(100 + i).padStart(5, '0')}` : null,
        createdAt: new Date(Date.now() - i * 60_000).toISOString(),
      },
    })
  }
  console.log(`generated ${ORDERS} orders (${Math.ceil(ORDERS / 4)} invoiced) in ${s(Date.now() - t1)}`)
  await payload.destroy()
}

async function figures(label: string, dataDir: string) {
  const backups = path.join(dataDir, '..', `${path.basename(dataDir)}-backups`)
  const { startShop } = await import('./shop-process.mjs')
  const autocannon = (await import('autocannon')).default
  const shop = await startShop({ dataDir, env: { BACKUP_EVERY_HOURS: '0', LOG_LEVEL: 'warn' } })
  try {
    const load = async (seconds: number, until?: Promise<unknown>) => {
      const started = Date.now()
      const run = autocannon({ url: `${shop.base}/shop`, connections: 10, duration: seconds })
      void until?.finally(() => (run as unknown as { stop(): void }).stop())
      const r = (await run) as { requests: { total: number } }
      return r.requests.total / ((Date.now() - started) / 1000)
    }
    await load(3)
    const quiet = await load(10)
    // Encrypted to a public key, as a shop's are (issue 52); the restore is given its identity.
    const { generateX25519Identity, identityToRecipient } = await import('age-encryption')
    const identity = await generateX25519Identity()
    const backup = npmRun('backup', [], {
      DATA_DIR: dataDir,
      BACKUP_DIR: backups,
      BACKUP_AGE_RECIPIENT: await identityToRecipient(identity),
    })
    const [backupMs, busy] = await Promise.all([backup, load(600, backup)])
    const archive = fs.readdirSync(backups).find((f) => f.endsWith('.tar.gz.age'))!
    const bytes = fs.statSync(path.join(backups, archive)).size
    await shop.stop()
    const target = `${dataDir}-restored`
    const restoreMs = await npmRun('restore', [path.join(backups, archive)], {
      DATA_DIR: target,
      BACKUP_AGE_IDENTITY: identity,
    })
    // WAL mode (ADR 0046): the latest commits may still sit in the write-ahead log beside the file.
    const dbBytes = ['vetrina.db', 'vetrina.db-wal'].reduce((sum, f) => {
      const file = path.join(dataDir, f)
      return sum + (fs.existsSync(file) ? fs.statSync(file).size : 0)
    }, 0)
    console.log(
      `${label}: database ${mb(dbBytes)}; npm run backup ${s(backupMs)}, archive ${mb(bytes)}; ` +
        `npm run restore ${s(restoreMs)}; /shop ${quiet.toFixed(0)} req/s without a backup, ${busy.toFixed(0)} during it ` +
        `(${Math.round((busy / quiet) * 100)} %)`,
    )
  } finally {
    await shop.stop()
  }
}

async function main() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vetrina-figures-'))
  try {
    const demo = path.join(work, 'demo')
    const { startShop } = await import('./shop-process.mjs')
    await (await startShop({ dataDir: demo, env: { BACKUP_EVERY_HOURS: '0' } })).stop() // seeds the demo shop
    await figures('demo shop', demo)
    const big = path.join(work, 'big')
    await generate(big)
    await figures(`${ORDERS} orders, ${PRODUCTS} products with photos`, big)
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
  process.exit(0)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
