import { trace } from '@opentelemetry/api'
import { currentRequestId } from './request-context'

/**
 * Structured logging: one JSON line per event, on stdout/stderr. A line written while a request is
 * served carries its `requestId` (the `X-Request-Id` answered to the visitor; src/lib/request-context.ts)
 * and, when tracing is on, the `traceId` of its trace.
 */
type Level = 'debug' | 'info' | 'warn' | 'error'

function write(level: Level, msg: string, data?: Record<string, unknown>) {
  if (level === 'debug' && !process.env.DEBUG) return
  const requestId = currentRequestId()
  const span = trace.getActiveSpan()?.spanContext()
  const traceId = span && span.traceId !== '00000000000000000000000000000000' ? span.traceId : undefined
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    msg,
    ...(requestId ? { requestId } : {}),
    ...(traceId ? { traceId } : {}),
    ...data,
  })
  if (level === 'error' || level === 'warn') console.error(line)
  else console.log(line)
}

export const log = {
  debug: (msg: string, data?: Record<string, unknown>) => write('debug', msg, data),
  info: (msg: string, data?: Record<string, unknown>) => write('info', msg, data),
  warn: (msg: string, data?: Record<string, unknown>) => write('warn', msg, data),
  error: (msg: string, data?: Record<string, unknown>) => write('error', msg, data),
}
