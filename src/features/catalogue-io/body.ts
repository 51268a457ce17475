import { z } from 'zod'
import { readBounded } from '@/lib/http'
import { MAX_BYTES } from './columns'
import { parsePriceChange } from './price-change'
import type { ImportSource } from './run'

/**
 * The /cms panel's request (pure but for reading the stream): JSON with the file as base64, or a bulk
 * price change as `category=…:+5%`. Read with a cap, so 50 MB of garbage is refused without being kept.
 */
const MAX_BODY = Math.ceil((MAX_BYTES * 4) / 3) + 4096

const schema = z.union([
  z.object({ name: z.string().max(200), data: z.string().max(MAX_BODY), digest: z.string().max(64).optional() }),
  z.object({ priceChange: z.string().max(200), digest: z.string().max(64).optional() }),
])

export type BodyRead = { ok: true; source: ImportSource; digest?: string } | { ok: false; status: 400 | 413 }

export async function readImportBody(request: Request): Promise<BodyRead> {
  const text = await readBounded(request, MAX_BODY)
  if (text === null) return { ok: false, status: 413 }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { ok: false, status: 400 }
  }
  const body = schema.safeParse(json)
  if (!body.success) return { ok: false, status: 400 }
  if ('priceChange' in body.data) {
    const change = parsePriceChange(body.data.priceChange)
    return change ? { ok: true, source: { priceChange: change }, digest: body.data.digest } : { ok: false, status: 400 }
  }
  const bytes = Buffer.from(body.data.data, 'base64')
  return { ok: true, source: { csv: new Uint8Array(bytes), name: body.data.name }, digest: body.data.digest }
}
