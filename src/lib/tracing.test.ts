import { afterEach, describe, expect, it } from 'vitest'
import { trace } from '@opentelemetry/api'
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
  type ReadableSpan,
} from '@opentelemetry/sdk-trace-base'
import { queryRedactor, withSpan, withoutQuery } from './tracing'

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

  afterEach(() => trace.disable())

  it("an error's text keeps no address or token: the status message and the exception event of a real span", async () => {
    const exporter = new InMemorySpanExporter()
    trace.setGlobalTracerProvider(
      new BasicTracerProvider({ spanProcessors: [queryRedactor, new SimpleSpanProcessor(exporter)] }),
    )
    // What nodemailer throws when the relay refuses the recipient, and what fetch throws for a bad URL.
    const refusals = [
      "Can't send mail - all recipients were rejected: 550 5.1.1 <mario.rossi@example.com>: Recipient address rejected",
      'Failed to parse URL from http://127.0.0.1:3000/api/auth/verify?token=secret-token-2 now',
    ]
    for (const message of refusals)
      await expect(
        withSpan('smtp send', { 'messaging.system': 'smtp' }, () => Promise.reject(new Error(message))),
      ).rejects.toThrow(message)
    const spans = exporter.getFinishedSpans()
    expect(spans).toHaveLength(2)
    const text = JSON.stringify(spans.map((s) => ({ status: s.status, events: s.events })))
    expect(text).not.toContain('mario.rossi')
    expect(text).not.toContain('secret-token-2')
    expect(spans[0]!.status.message).toBe(
      "Can't send mail - all recipients were rejected: 550 5.1.1 <[e-mail]>: Recipient address rejected",
    )
    expect(spans[1]!.status.message).toBe('Failed to parse URL from http://127.0.0.1:3000/api/auth/verify now')
    expect(spans[1]!.events[0]!.attributes!['exception.message']).toBe(spans[1]!.status.message)
    expect(spans[1]!.events[0]!.attributes!['exception.type']).toBe('Error')
  })
})
