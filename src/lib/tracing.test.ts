import { describe, expect, it } from 'vitest'
import type { ReadableSpan } from '@opentelemetry/sdk-trace-base'
import { queryRedactor, withoutQuery } from './tracing'

describe('spans keep URLs to their path', () => {
  it('drops the query and fragment of a URL, a request target and a span name', () => {
    expect(withoutQuery('/cms/reset?token=abc123')).toBe('/cms/reset')
    expect(withoutQuery('GET /it/success?session_id=cs_test_1#top')).toBe('GET /it/success')
    expect(withoutQuery('https://api.stripe.com/v1/checkout/sessions?expand[]=x')).toBe(
      'https://api.stripe.com/v1/checkout/sessions',
    )
    expect(withoutQuery('GET /[lang]/shop/[slug]')).toBe('GET /[lang]/shop/[slug]')
  })

  it('a span that ends has no token left in its name or URL attributes; other attributes are untouched', () => {
    const span = {
      name: 'GET /api/auth/verify?token=secret-token-1',
      attributes: {
        'http.target': '/api/auth/verify?token=secret-token-1',
        'http.url': 'http://127.0.0.1:3000/api/auth/verify?token=secret-token-1',
        'url.full': 'http://127.0.0.1:3000/api/auth/verify?token=secret-token-1',
        'url.query': 'token=secret-token-1',
        'next.route': '/api/auth/verify',
        'http.status_code': 200,
        'db.statement': 'select "id" from "users" where "email" = $1',
      },
    }
    queryRedactor.onEnd(span as unknown as ReadableSpan)
    expect(JSON.stringify(span)).not.toContain('secret-token-1')
    expect(span.name).toBe('GET /api/auth/verify')
    expect(span.attributes).toEqual({
      'http.target': '/api/auth/verify',
      'http.url': 'http://127.0.0.1:3000/api/auth/verify',
      'url.full': 'http://127.0.0.1:3000/api/auth/verify',
      'next.route': '/api/auth/verify',
      'http.status_code': 200,
      'db.statement': 'select "id" from "users" where "email" = $1',
    })
  })
})
