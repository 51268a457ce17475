import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The orders' repository (features/orders/repository*.ts) is the only door to the orders: no other file
 * of src/ names the collection to the Local API, reads its Drizzle tables or writes SQL on them. The
 * import rules (dependency-cruiser) see modules, not these strings; this test reads the text.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..')
const ORDERS = 'src/features/orders/'

/** The Orders collection's own hooks are registered by this feature (schema-behaviour.ts): no file is let off. */
const NOT_YET: string[] = []

/**
 * Not the shop's code that runs queries: generated types, migrations (the schema's history, applied once)
 * and unit tests (their fixtures are text, such as a backup's stray 'DROP TABLE orders;').
 */
const skipped = (file: string) =>
  file === 'src/payload-types.ts' || file.startsWith('src/migrations/') || /\.test\.tsx?$/.test(file)

const QUERIES: { what: string; re: RegExp }[] = [
  { what: "the Local API on 'orders'", re: /\bcollection:\s*['"`]orders['"`]/g },
  { what: 'the orders Drizzle tables', re: /\btables(?:\.|\[\s*['"`])orders(?:_\w+)?\b/g },
  { what: 'SQL on the orders tables', re: /\b(?:FROM|UPDATE|INTO|JOIN|TABLE)\s+[`"']?orders(?:_\w+)?\b/g },
]

/** A join field (`type: 'join'`, `collection: 'orders'`) declares the schema: it runs no query of its own. */
const inJoinField = (text: string, at: number) => {
  const start = text.lastIndexOf('{', at)
  const end = text.indexOf('}', at)
  return /\btype:\s*['"`]join['"`]/.test(text.slice(start, end < 0 ? undefined : end))
}

/** The places in a file's text that query orders: "line: what". */
function orderQueries(text: string): string[] {
  const found: string[] = []
  for (const { what, re } of QUERIES)
    for (const m of text.matchAll(re)) {
      if (what.startsWith('the Local API') && inJoinField(text, m.index)) continue
      found.push(`${text.slice(0, m.index).split('\n').length}: ${what}`)
    }
  return found
}

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sources(rel)
    return /\.(ts|tsx)$/.test(e.name) && !skipped(rel) ? [rel] : []
  })
}

const scanned = sources('src').map((file) => ({
  file,
  queries: orderQueries(readFileSync(path.join(ROOT, file), 'utf8')),
}))
const withQueries = (keep: (file: string) => boolean) =>
  scanned.filter((s) => keep(s.file) && s.queries.length).map((s) => `${s.file}:${s.queries.join(', ')}`)

describe('the orders repository is the only door', () => {
  it('finds the ways a file queries orders, and not a word or a join field', () => {
    expect(orderQueries("await payload.find({ collection: 'orders', where })")).toEqual([
      "1: the Local API on 'orders'",
    ])
    expect(orderQueries('x\nconst t = a.tables.orders!')).toEqual(['2: the orders Drizzle tables'])
    expect(orderQueries("const i = tables['orders_items']")).toEqual(['1: the orders Drizzle tables'])
    expect(orderQueries('sql`UPDATE "orders" SET "status" = 1`')).toEqual(['1: SQL on the orders tables'])
    expect(orderQueries('SELECT count(*) FROM orders_items JOIN orders ON 1')).toHaveLength(2)
    expect(orderQueries("{ name: 'orders', type: 'join', collection: 'orders', on: 'discountRef' }")).toEqual([])
    expect(orderQueries("// the refunds from orders placed since\ntarget: 'orders'")).toEqual([])
  })

  it('no file outside features/orders queries orders', () => {
    expect(scanned.length).toBeGreaterThan(100)
    expect(withQueries((f) => !f.startsWith(ORDERS) && !NOT_YET.includes(f))).toEqual([])
  })

  it('inside features/orders, only the repository modules query orders', () => {
    expect(
      withQueries((f) => f.startsWith(ORDERS) && !/^repository(-[\w-]+)?\.ts$/.test(f.slice(ORDERS.length))),
    ).toEqual([])
  })
})
