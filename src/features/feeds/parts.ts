/**
 * A feed served in parts, pure: the items of a page of products cut into parts that each fit Next's data
 * cache (it silently keeps no entry over 2 MB), and the file written part by part as a stream, so a
 * request holds one part in memory, never the whole feed. The ETag is the cache generation's, known
 * before any part is read: a 304 or a HEAD reads none.
 */
import { FEED_TAIL } from './render'

/** An item's id and its `<item>` element. */
export type PartItem = readonly [string, string]

/** A cached part: its items, how many parts its page of products makes, whether more pages follow. */
export type Part = { items: PartItem[]; pieces: number; hasNextPage: boolean }

/** The most a part may weigh as Next stores it (its JSON inside a JSON entry): well under its 2 MB. */
export const PART_BUDGET = 1_400_000

const utf8 = new TextEncoder()

/** The bytes a value takes in Next's data cache: its JSON, kept as a string inside the entry's JSON. */
export const cacheEntryBytes = (value: unknown): number =>
  utf8.encode(
    JSON.stringify({
      kind: 'FETCH',
      data: { headers: {}, body: JSON.stringify(value), status: 200, url: '' },
      revalidate: 31536000,
    }),
  ).length

/** Items cut into consecutive parts, each under `budget` bytes in the cache; at least one (maybe empty) part. */
export function splitBySize(items: readonly PartItem[], budget = PART_BUDGET): PartItem[][] {
  const out: PartItem[][] = [[]]
  let size = cacheEntryBytes({ items: [], pieces: 0, hasNextPage: false })
  const base = size
  for (const item of items) {
    // An item's share: its JSON twice escaped (the body is a string in the entry), and a comma.
    const cost = utf8.encode(JSON.stringify(JSON.stringify(item))).length
    if (size + cost > budget && out.at(-1)!.length) {
      out.push([])
      size = base
    }
    out.at(-1)!.push(item)
    size += cost
  }
  return out
}

/**
 * The file as a stream: the head, then each part asked for only when the reader wants more (no read
 * ahead), an id given once (the first: a SKU used twice would have the file refused), then the tail.
 */
export function feedStream(
  head: string,
  part: (page: number, piece: number) => Promise<Part>,
): ReadableStream<Uint8Array> {
  const seen = new Set<string>()
  let page = 1
  let piece = 0
  let started = false
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true
          controller.enqueue(utf8.encode(head))
          return
        }
        const p = await part(page, piece)
        let text = ''
        for (const [id, xml] of p.items) {
          if (seen.has(id)) continue
          seen.add(id)
          text += `${xml}\n`
        }
        if (piece + 1 < p.pieces) piece += 1
        else if (p.hasNextPage) {
          page += 1
          piece = 0
        } else {
          controller.enqueue(utf8.encode(text + FEED_TAIL))
          controller.close()
          return
        }
        if (text) controller.enqueue(utf8.encode(text))
      },
    },
    { highWaterMark: 0 },
  )
}

/** Whether an `If-None-Match` header names this ETag: a list, weak (W/) tags and `*` included. */
export function etagMatches(header: string | null, etag: string): boolean {
  if (!header) return false
  const bare = (t: string) => t.trim().replace(/^W\//, '')
  return header.split(',').some((t) => t.trim() === '*' || bare(t) === bare(etag))
}
