import { describe, expect, it, vi } from 'vitest'
import { log } from './logger'
import { currentRequestId, requestContext, requestIdFrom } from './request-context'

describe('request ids', () => {
  it("takes the trusted proxy's id when it is a plain token, and makes one otherwise", () => {
    const make = () => 'made-here-0001'
    expect(requestIdFrom('0f1e2d3c4b5a69788796a5b4c3d2e1f0', true, make)).toBe('0f1e2d3c4b5a69788796a5b4c3d2e1f0')
    expect(requestIdFrom('0f1e2d3c4b5a6978', false, make)).toBe('made-here-0001') // no proxy: a client's header is not believed
    expect(requestIdFrom('x\r\nSet-Cookie: a=b', true, make)).toBe('made-here-0001')
    expect(requestIdFrom('short', true, make)).toBe('made-here-0001')
    expect(requestIdFrom(undefined, true, make)).toBe('made-here-0001')
  })

  it('every log line written while a request is served carries its id, and none outside', async () => {
    const lines: string[] = []
    const spy = vi.spyOn(console, 'log').mockImplementation((l: string) => void lines.push(l))
    const spyErr = vi.spyOn(console, 'error').mockImplementation((l: string) => void lines.push(l))
    try {
      await requestContext().run({ requestId: 'req-abc-123456' }, async () => {
        log.info('first')
        await new Promise((r) => setTimeout(r, 5))
        log.error('after an await', { order: 7 })
        expect(currentRequestId()).toBe('req-abc-123456')
      })
      log.info('outside')
    } finally {
      spy.mockRestore()
      spyErr.mockRestore()
    }
    const parsed = lines.map((l) => JSON.parse(l))
    expect(parsed.map((p) => p.requestId)).toEqual(['req-abc-123456', 'req-abc-123456', undefined])
    expect(parsed[1]).toMatchObject({ level: 'error', msg: 'after an await', order: 7 })
  })
})
