import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { config } from './proxy'

const PUBLIC = path.join(__dirname, '../public')

/** The storefront matcher as the regular expression Next compiles it to (a leading path, then anything). */
const storefront = new RegExp(`^${config.matcher[2]}$`)

describe('proxy matcher', () => {
  it('leaves every file of public/ to Next (a language rewrite would answer 404)', () => {
    const files = readdirSync(PUBLIC, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => '/' + path.relative(PUBLIC, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    expect(files).toContain('/og-default.png')
    expect(files.filter((f) => storefront.test(f))).toEqual([])
  })

  it('still maps the storefront pages to their language', () => {
    for (const p of ['/', '/shop', '/shop/vaso-onda', '/about', '/candele', '/espositori', '/checkout'])
      expect(storefront.test(p), p).toBe(true)
    for (const p of [
      '/_next/static/x.js',
      '/cms/api/media/file/a.webp',
      '/robots.txt',
      '/favicon.ico',
      '/feeds/google-it.xml',
    ])
      expect(storefront.test(p), p).toBe(false)
  })
})
