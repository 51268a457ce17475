import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { xmlElement, xmlText } from './xml'

describe('xmlText', () => {
  it('escapes the five predefined entities, the ampersand first', () => {
    expect(xmlText(`Tom & Jerry <b>"bold"</b> it's`)).toBe(
      'Tom &amp; Jerry &lt;b&gt;&quot;bold&quot;&lt;/b&gt; it&apos;s',
    )
    // An entity already written is text like any other: escaped again, shown as typed.
    expect(xmlText('&amp;')).toBe('&amp;amp;')
  })

  it('drops characters XML 1.0 forbids and keeps tab, newlines and every other character', () => {
    expect(xmlText('a\u0000b\u0008c\u000Bd\u001Fe\uFFFEf\uFFFF')).toBe('abcdef')
    expect(xmlText('riga\tuno\nriga\r\ndue')).toBe('riga\tuno\nriga\r\ndue')
    expect(xmlText('Candela “Ambra” — 12 € · 🕯️ àèìòù')).toBe('Candela “Ambra” — 12 € · 🕯️ àèìòù')
  })

  it('drops a lone surrogate half, keeps a pair', () => {
    expect(xmlText('x\uD83Dy')).toBe('xy')
    expect(xmlText('x\uDD6Fy')).toBe('xy')
    expect(xmlText('x\uD83D\uDD6Fy')).toBe('x🕯y')
  })

  it('makes an element a parser accepts whatever the text', () => {
    const nasty = `]]><![CDATA[ </title><script>alert(1)</script> & \u0001 "' \uD800`
    const doc = `<?xml version="1.0" encoding="UTF-8"?><root a="${xmlText(nasty)}">${xmlElement('t', nasty)}</root>`
    // xmllint reads the document from stdin and fails (non-zero exit) on any well-formedness error.
    expect(() => execFileSync('xmllint', ['--noout', '-'], { input: doc })).not.toThrow()
    expect(xmlElement('g:price', 12)).toBe('<g:price>12</g:price>')
  })
})
