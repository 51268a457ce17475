import { SpanStatusCode, trace, type Attributes } from '@opentelemetry/api'
import type { SpanProcessor } from '@opentelemetry/sdk-trace-base'

/**
 * A span around a call to another service (Stripe, the SMTP relay, VIES), when tracing is on
 * (OTEL_EXPORTER_OTLP_ENDPOINT; src/instrumentation.ts). Without it the API is a no-op and this costs
 * one function call.
 */
export function withSpan<T>(name: string, attributes: Attributes, fn: () => Promise<T>): Promise<T> {
  return trace.getTracer('vetrina').startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await fn()
    } catch (err) {
      span.recordException(err as Error)
      span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error).message })
      throw err
    } finally {
      span.end()
    }
  })
}

/** The attributes whose values are URLs or their parts (Next's request spans, outgoing fetch). */
const URL_ATTRIBUTE = /^(http|url|next)\./

/** A URL, a request target or a span name ("GET /cms/reset?token=…") without its query and fragment. */
export const withoutQuery = (value: string) => value.replace(/[?#]\S*/g, '')

/** An e-mail address in free text (a relay's "550 5.1.1 <mario@example.com>: Recipient address rejected"). */
const EMAIL = /[\w.!#$%&'*+/=^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g
/** A URL or a path followed by its query or fragment, in free text ("Failed to parse URL from https://…?…"). */
const URL_WITH_QUERY = /((?:[a-z][\w+.-]*:\/\/|\/)[^\s?#"'<>]*)[?#][^\s"'<>]*/gi

/**
 * A message as a span may keep it (an exception's message and stack, the status message): URLs to their
 * path and e-mail addresses masked — an SMTP refusal quotes the recipient, fetch quotes the URL it got.
 */
export const redactText = (value: string) => value.replace(URL_WITH_QUERY, '$1').replace(EMAIL, '[e-mail]')

/**
 * Query strings carry secrets and personal data: reset and verification tokens, payment session ids,
 * one-time sign-in codes, searched postcodes. Next names its request spans by the URL requested and
 * records it as `http.target`, outgoing fetch records `http.url`; a collector would keep them in clear.
 * Registered before the exporting processor (src/instrumentation.ts), this keeps every span's URLs to
 * their path: it runs when the span ends, before the batch is sent.
 */
export const queryRedactor: SpanProcessor = {
  onStart() {},
  onEnd(span) {
    const open = span as unknown as {
      name: string
      attributes: Record<string, unknown>
      status?: { code: number; message?: string }
      events?: { attributes?: Record<string, unknown> }[]
    }
    open.name = withoutQuery(open.name)
    for (const [key, value] of Object.entries(open.attributes)) {
      if (key === 'url.query') delete open.attributes[key]
      else if (URL_ATTRIBUTE.test(key) && typeof value === 'string') open.attributes[key] = withoutQuery(value)
    }
    // An error's text travels too: as the status message and as the exception event (withSpan, Next, fetch).
    if (open.status?.message) open.status = { ...open.status, message: redactText(open.status.message) }
    for (const event of open.events ?? [])
      for (const [key, value] of Object.entries(event.attributes ?? {}))
        if (typeof value === 'string') event.attributes![key] = redactText(value)
  },
  forceFlush: () => Promise.resolve(),
  shutdown: () => Promise.resolve(),
}
