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
    const open = span as unknown as { name: string; attributes: Record<string, unknown> }
    open.name = withoutQuery(open.name)
    for (const [key, value] of Object.entries(open.attributes)) {
      if (key === 'url.query') delete open.attributes[key]
      else if (URL_ATTRIBUTE.test(key) && typeof value === 'string') open.attributes[key] = withoutQuery(value)
    }
  },
  forceFlush: () => Promise.resolve(),
  shutdown: () => Promise.resolve(),
}
