// `npm run bench:search` (README "Search"): the search's server time on a generated catalogue of
// BENCH_PRODUCTS products (default 10,000) in both languages — SQLite FTS5 in a temporary file, and
// PostgreSQL when BENCH_DATABASE_URL names an empty database (its tables are made by the committed
// migration and dropped at the end). Measures, over a list of realistic queries (prefixes while typing,
// typos, plurals, two words, nothing found): the suggestions (search, 12 things) and the results page
// (search, 200 things, and "did you mean" when nothing is found), p50 / p95 / max in milliseconds.

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

const PRODUCTS = Number(process.env.BENCH_PRODUCTS) || 10_000
const ROUNDS = Number(process.env.BENCH_ROUNDS) || 5

const SCENTS: [string, string][] = [
  ['Vaniglia', 'Vanilla'],
  ['Lavanda', 'Lavender'],
  ['Fico', 'Fig'],
  ['Ambra', 'Amber'],
  ['Cedro', 'Cedar'],
  ['Tè bianco', 'White tea'],
  ['Gelsomino', 'Jasmine'],
  ['Arancia', 'Orange'],
  ['Rosmarino', 'Rosemary'],
  ['Salvia', 'Sage'],
  ['Muschio', 'Musk'],
  ['Legno di sandalo', 'Sandalwood'],
  ['Bergamotto', 'Bergamot'],
  ['Rosa', 'Rose'],
  ['Menta', 'Mint'],
  ['Limone', 'Lemon'],
  ['Cannella', 'Cinnamon'],
  ['Pino', 'Pine'],
]
const THINGS: [string, string, string, string][] = [
  ['Candela', 'Candle', 'Candele', 'Candles'],
  ['Bottiglia', 'Bottle', 'Bottiglie', 'Bottles'],
  ['Vaso', 'Vase', 'Vasi', 'Vases'],
  ['Diffusore', 'Diffuser', 'Diffusori', 'Diffusers'],
  ['Portacandele', 'Candle holder', 'Portacandele', 'Candle holders'],
]
const LOOKS: [string, string][] = [
  ['blu', 'blue'],
  ['ambrata', 'amber'],
  ['soffiata', 'blown'],
  ['mediterranea', 'Mediterranean'],
  ['veneziana', 'Venetian'],
  ['fumé', 'smoky'],
  ['antica', 'antique'],
  ['notturna', 'night'],
  ['verde', 'green'],
  ['dorata', 'golden'],
]

const QUERIES = [
  'la',
  'lav',
  'lava',
  'lavan',
  'lavanda',
  'va',
  'van',
  'vanig',
  'vaniglia',
  'VANÌGLIA',
  'vaniglai',
  'candele',
  'candela fico',
  'fichi mediteranei',
  'bottiglia blu',
  'diffusore bergamotto',
  'vaso antico',
  'sandalo',
  'candles',
  'vanilla candle',
  'blue bottle',
  'portacandele',
  'zzzqqq',
  'mentta limone',
  '"NEAR(',
  'a'.repeat(100),
]

function catalogue(n: number) {
  const out = []
  for (let i = 0; i < n; i++) {
    const s = SCENTS[i % SCENTS.length]!
    const s2 = SCENTS[(i * 7 + 3) % SCENTS.length]!
    const t = THINGS[Math.floor(i / SCENTS.length) % THINGS.length]!
    const l = LOOKS[Math.floor(i / (SCENTS.length * THINGS.length)) % LOOKS.length]!
    out.push({
      id: i + 1,
      url: `p-${i + 1}`,
      sku: `BN-${i + 1}`,
      _status: 'published',
      name: { it: `${t[0]} ${s[0]} ${l[0]} ${i + 1}`, en: `${l[1]} ${s[1]} ${t[1]} ${i + 1}` },
      category: { it: t[2], en: t[3] },
      tags: { it: `${s[0].toLowerCase()}, regalo`, en: `${s[1].toLowerCase()}, gift` },
      product_summary: {
        it: `${t[0]} con note di ${s[0].toLowerCase()} e ${s2[0].toLowerCase()}, fatta a mano in Veneto.`,
        en: `${t[1]} with notes of ${s[1].toLowerCase()} and ${s2[1].toLowerCase()}, handmade in Veneto.`,
      },
      fragrance: [{ name: { it: s[0], en: s[1] } }, { name: { it: s2[0], en: s2[1] } }],
    })
  }
  return out
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!
}

async function measure(label: string, engine: import('../src/features/search/server').SearchEngine) {
  const { search, didYouMean } = await import('@/features/search/server')
  // Warm-up: the first queries load pages of the index into memory.
  for (const q of QUERIES) await search(engine, q, 'it', { limit: 200 })
  const suggest: number[] = []
  const results: number[] = []
  const perQuery = new Map<string, number[]>()
  let found = 0
  for (let r = 0; r < ROUNDS; r++)
    for (const q of QUERIES)
      for (const lang of ['it', 'en'] as const) {
        let t0 = performance.now()
        await search(engine, q, lang, { limit: 12 })
        suggest.push(performance.now() - t0)
        perQuery.set(q, [...(perQuery.get(q) ?? []), performance.now() - t0])
        t0 = performance.now()
        const outcome = await search(engine, q, lang, { limit: 200 })
        if (!outcome.found.some((f) => f.kind === 'product')) await didYouMean(engine, q, lang)
        else found++
        results.push(performance.now() - t0)
      }
  const line = (name: string, xs: number[]) =>
    `  ${name.padEnd(12)} p50 ${pct(xs, 50).toFixed(1)} ms · p95 ${pct(xs, 95).toFixed(1)} ms · max ${Math.max(...xs).toFixed(1)} ms (${xs.length} searches)`
  console.log(`${label}: ${PRODUCTS} products × 2 languages, ${await engine.count()} documents`)
  console.log(line('suggestions', suggest))
  console.log(line('results', results))
  console.log(`  ${found} of ${results.length} result searches found products`)
  // BENCH_DETAIL=1: the slowest queries' suggestion times.
  if (process.env.BENCH_DETAIL)
    for (const [q, xs] of [...perQuery].sort((a, b) => pct(b[1], 50) - pct(a[1], 50)).slice(0, 8))
      console.log(`    ${JSON.stringify(q.slice(0, 20)).padEnd(24)} p50 ${pct(xs, 50).toFixed(1)} ms`)
}

async function main() {
  const { productDocs } = await import('@/features/search/server')
  const docs = catalogue(PRODUCTS).flatMap((p) => productDocs(p))

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vetrina-bench-search-'))
  try {
    const { createClient } = await import('@libsql/client')
    const { drizzle } = await import('@payloadcms/db-sqlite/drizzle/libsql')
    const { up } = await import('../src/migrations/sqlite/20261126_120500_search_index')
    const { SqliteSearch } = await import('@/features/search/server')
    const client = createClient({ url: `file:${path.join(dir, 'bench.db')}` })
    await up({ db: drizzle(client) } as never)
    const engine = new SqliteSearch(client as never)
    let t0 = performance.now()
    await engine.replace('product', null, docs)
    console.log(`SQLite index of ${docs.length} documents built in ${((performance.now() - t0) / 1000).toFixed(1)} s`)
    t0 = performance.now()
    await measure('SQLite FTS5', engine)
    client.close()
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }

  const url = process.env.BENCH_DATABASE_URL
  if (!url) return console.log('PostgreSQL: set BENCH_DATABASE_URL to an empty database to measure it too')
  const pg = (await import('pg')).default
  const { drizzle } = await import('@payloadcms/db-postgres/drizzle/node-postgres')
  const { up } = await import('../src/migrations/postgres/20261126_120500_search_index')
  const { PostgresSearch } = await import('@/features/search/server')
  const pool = new pg.Pool({ connectionString: url, max: 4 })
  try {
    await up({ db: drizzle(pool) } as never)
    const engine = new PostgresSearch(pool as never)
    const t0 = performance.now()
    await engine.replace('product', null, docs)
    await pool.query('ANALYZE search_index_docs; ANALYZE search_index_words')
    console.log(
      `PostgreSQL index of ${docs.length} documents built in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    )
    await measure('PostgreSQL full-text', engine)
  } finally {
    if (!process.env.BENCH_KEEP)
      await pool.query('DROP TABLE IF EXISTS search_index_docs, search_index_words').catch(() => undefined)
    await pool.end()
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(`bench:search failed: ${(err as Error).stack}`)
    process.exit(1)
  },
)
