import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * What every log line of one request carries: its id (sent back as `X-Request-Id`, from the trusted
 * proxy's header or made here). scripts/start.mjs runs each request inside `requestContext().run`;
 * the app's bundled copy of this module finds the same store on globalThis. Plain Node can import this
 * file as it is (erasable TypeScript only).
 */
export type RequestContext = { requestId: string }

const KEY = Symbol.for('vetrina.request-context')

export function requestContext(): AsyncLocalStorage<RequestContext> {
  const g = globalThis as unknown as Record<symbol, AsyncLocalStorage<RequestContext> | undefined>
  return (g[KEY] ??= new AsyncLocalStorage<RequestContext>())
}

/** The id of the request being served, if any. */
export const currentRequestId = (): string | undefined => requestContext().getStore()?.requestId

/** An id for a request: the proxy's when it is one we can use (letters, digits, dashes), else a new one. */
export function requestIdFrom(header: string | string[] | undefined, trustProxy: boolean, make: () => string): string {
  const given = Array.isArray(header) ? header[0] : header
  return trustProxy && given && /^[A-Za-z0-9-]{8,64}$/.test(given) ? given : make()
}
