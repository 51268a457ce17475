import { describe, expect, it } from 'vitest'
import { textStream } from './text-stream'

async function* parts(log: string[]) {
  try {
    for (const [i, p] of ['\uFEFFa;b\r\n', 'è;1\r\n', '€;2\r\n'].entries()) {
      log.push(`part ${i}`)
      yield p
    }
  } finally {
    log.push('closed')
  }
}

describe('textStream', () => {
  it('is the parts in order, UTF-8, read one part at a time as the reader asks', async () => {
    const log: string[] = []
    const stream = textStream(parts(log))
    expect(log).toEqual([])
    const bytes = new Uint8Array(await new Response(stream).arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]) // the BOM, as Excel wants it
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe('\uFEFFa;b\r\nè;1\r\n€;2\r\n')
    expect(log).toEqual(['part 0', 'part 1', 'part 2', 'closed'])
  })

  it('stops reading when the client goes away', async () => {
    const log: string[] = []
    const reader = textStream(parts(log)).getReader()
    await reader.read()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(log).toEqual(['part 0'])
    await reader.cancel()
    expect(log).toEqual(['part 0', 'closed'])
  })
})
