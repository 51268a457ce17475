import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { TrackingLink } from './TrackingLink'

const html = (link: string) =>
  renderToStaticMarkup(createElement(TrackingLink, { tracking: { code: '3S1', link }, na: 'N/A' }))

describe('the order page’s tracking link (carrier review finding 3)', () => {
  it('is an href only for an http(s) link; the code alone otherwise', () => {
    expect(html('https://tracking.example/3S1')).toBe(
      '<a href="https://tracking.example/3S1" target="_blank" rel="noopener noreferrer">3S1</a>',
    )
    expect(html('javascript:alert(document.cookie)')).toBe('3S1')
    expect(html('data:text/html,hi')).toBe('3S1')
  })
})
