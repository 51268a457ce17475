import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageCsp, rendersPerVisitor } from './csp'

const LANG_TREE = path.join(__dirname, '../app/(shop)/[lang]')

/** Every page under a folder, as the URL path the proxy maps to it (route groups dropped, params filled). */
function pagePaths(dir: string, url = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (!statSync(full).isDirectory()) return name === 'page.tsx' ? [url || '/'] : []
    const segment = /^\(.*\)$/.test(name) ? '' : `/${name.replace(/^\[+\.*([^\]]+)\]+$/, 'sample-$1')}`
    return pagePaths(full, url + segment)
  })
}

describe('script policy per page', () => {
  const perVisitor = pagePaths(path.join(LANG_TREE, '(per-visitor)'))
  const cached = pagePaths(LANG_TREE).filter((p) => !perVisitor.includes(p))

  it('gives a nonce to exactly the pages rendered per visitor', () => {
    expect(perVisitor).toContain('/checkout')
    expect(perVisitor).toContain('/order/sample-orderId')
    expect(cached).toContain('/shop/sample-slug')
    expect(perVisitor.filter((p) => !rendersPerVisitor(p))).toEqual([])
    // A cached page with a nonce policy would bake the first visitor's nonce into everyone's HTML.
    expect(cached.filter((p) => rendersPerVisitor(p))).toEqual([])
  })

  it('never lets a cached page run inline script by nonce, nor a per-visitor page without one', () => {
    expect(pageCsp(null)).toContain("script-src 'self' 'unsafe-inline'")
    expect(pageCsp(null)).not.toContain('nonce')
    expect(pageCsp('abc')).toContain("script-src 'nonce-abc' 'strict-dynamic'")
    expect(pageCsp('abc')).not.toContain('unsafe-inline')
    expect(pageCsp(null, { recaptcha: true })).toContain('https://www.gstatic.com/recaptcha/')
    expect(pageCsp('abc', { recaptcha: true })).not.toContain('gstatic')
  })
})
