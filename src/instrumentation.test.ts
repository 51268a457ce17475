import { afterEach, describe, expect, it, vi } from 'vitest'
import { onRequestError } from './instrumentation'
import { requestContext } from './lib/request-context'

/** The reference a visitor reads on the error page finds the server's log line of that request. */
describe('a request that fails', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllEnvs()
  })

  it("is logged once, with the error page's reference code and the request's id", async () => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs')
    const lines: string[] = []
    vi.spyOn(console, 'error').mockImplementation((l: string) => void lines.push(l))
    const err = Object.assign(new Error('boom in a page'), { digest: '2718281828' })
    await requestContext().run({ requestId: 'a1b2c3d4e5f60718' }, () =>
      onRequestError(
        err,
        { path: '/shop/vaso-onda?lang=en', method: 'GET', headers: {} },
        {
          routerKind: 'App Router',
          routePath: '/[lang]/shop/[slug]',
          routeType: 'render',
          renderSource: 'react-server-components',
          revalidateReason: undefined,
        },
      ),
    )
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'error',
      msg: 'request failed',
      reference: '2718281828',
      requestId: 'a1b2c3d4e5f60718',
      path: '/shop/vaso-onda',
      route: '/[lang]/shop/[slug]',
      error: 'boom in a page',
    })
  })
})
