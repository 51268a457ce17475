/** Text parts (an async generator) as a response body, encoded UTF-8 and pulled as the client reads. */
export function textStream(parts: AsyncIterator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  // No read ahead (highWaterMark 0): the next part is made when the client asks for it.
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await parts.next()
        if (next.done) controller.close()
        else controller.enqueue(encoder.encode(next.value))
      },
      async cancel() {
        await parts.return?.(undefined)
      },
    },
    { highWaterMark: 0 },
  )
}
