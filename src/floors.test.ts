import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The floors' rules (.dependency-cruiser.cjs, ADR 0038) bite: a tree with a planted circle, a planted
 * import of another feature's internal file, a feature importing one above it, the schema importing a
 * feature, src/lib importing the schema and the composition root reaching request-bound code is refused, each by its rule; the same imports through the
 * faces, downward, are not. (`npm test` runs the rules on the real tree: scripts/test.sh.)
 */
const repo = path.resolve(import.meta.dirname, '..')

function cruise(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vetrina-floors-'))
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./src/*'] }, moduleResolution: 'bundler' } }),
  )
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  const run = spawnSync(
    process.execPath,
    [
      path.join(repo, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs'),
      'src',
      '--config',
      path.join(repo, '.dependency-cruiser.cjs'),
      '--output-type',
      'json',
    ],
    { cwd: dir, encoding: 'utf8' },
  )
  fs.rmSync(dir, { recursive: true, force: true })
  const report = JSON.parse(run.stdout) as {
    summary: { violations: { rule: { name: string }; from: string; to: string }[] }
  }
  return { violations: report.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`) }
}

const clean = {
  'src/lib/money.ts': 'export const cents = (n: number) => Math.round(n * 100)\n',
  'src/payload/values.ts': "import { cents } from '@/lib/money'\nexport const MAX = cents(1)\n",
  'src/features/cart/line.ts': "import { MAX } from '@/payload/values'\nexport const line = () => MAX\n",
  'src/features/cart/index.ts': "export { line } from './line'\n",
  'src/features/shell/Header.ts': "import { line } from '@/features/cart'\nexport const header = () => line()\n",
}

describe('the floors (dependency-cruiser)', () => {
  it('lets a tree that keeps them through', () => {
    const { violations } = cruise(clean)
    expect(violations).toEqual([])
  })

  it('refuses a planted circle, deep import, upward import, schema → feature, lib → schema and an unlisted feature', () => {
    const { violations } = cruise({
      ...clean,
      'src/features/cart/a.ts': "import { b } from './b'\nexport const a = () => b\n",
      'src/features/cart/b.ts': "import { a } from './a'\nexport const b = () => a\n",
      'src/features/shell/Footer.ts': "import { line } from '@/features/cart/line'\nexport const footer = line\n",
      'src/features/seller/data.ts': "import { header } from '@/features/shell/Header'\nexport const seller = header\n",
      'src/payload/collections/Carts.ts': "import { line } from '@/features/cart'\nexport const carts = line\n",
      'src/lib/format.ts': "import { MAX } from '@/payload/values'\nexport const f = MAX\n",
      'src/features/gift-cards/index.ts': "import { line } from '@/features/cart'\nexport const card = line\n",
      'src/i18n/server.ts': 'export const pageLang = () => "it"\n',
      'src/features/cart/CartPage.ts': "import { pageLang } from '@/i18n/server'\nexport const page = pageLang\n",
      'src/features/cart/request.ts': "export { page } from './CartPage'\n",
      'src/composition.ts': "import { page } from '@/features/cart/request'\nexport const root = page\n",
    })
    const has = (rule: string, from: string) => violations.some((v) => v.startsWith(`${rule}: ${from}`))
    expect(has('no-circular', 'src/features/cart/a.ts')).toBe(true)
    expect(has('no-feature-internals', 'src/features/shell/Footer.ts')).toBe(true)
    expect(has('feature-order-seller', 'src/features/seller/data.ts')).toBe(true)
    expect(has('schema-below-features', 'src/payload/collections/Carts.ts')).toBe(true)
    expect(has('lib-imports-nothing-of-the-app', 'src/lib/format.ts')).toBe(true)
    expect(has('every-feature-in-the-order', 'src/features/gift-cards/index.ts')).toBe(true)
    expect(has('no-request-code-outside-a-request', 'src/composition.ts')).toBe(true)
    // What keeps the floors is not flagged.
    expect(violations.filter((v) => v.includes(': src/features/shell/Header.ts →'))).toEqual([])
  })
})
