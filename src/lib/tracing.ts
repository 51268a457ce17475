import { SpanStatusCode, trace, type Attributes } from '@opentelemetry/api'

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
