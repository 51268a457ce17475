import { describe, expect, it } from 'vitest'
import { jsonLdText } from '@/lib/json-ld'
import { websiteJsonLd } from './json-ld'

describe('the home page’s SearchAction', () => {
  it('points at the results page in the page’s language, on the site’s origin', () => {
    const ld = websiteJsonLd('https://shop.example/', 'en', 'Vetrina')
    expect(ld['@type']).toBe('WebSite')
    expect(ld.potentialAction.target.urlTemplate).toBe('https://shop.example/search?q={search_term_string}&lang=en')
    expect(ld.potentialAction['query-input']).toBe('required name=search_term_string')
  })

  it('cannot close its script element', () => {
    expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).not.toContain('</script')
  })
})
