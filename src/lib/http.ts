import { NextResponse } from 'next/server'
import type { z } from 'zod'

export type FieldErrors = Record<string, string>

/**
 * 303 to a path of this site, as a relative Location: the browser stays on the host it is using
 * (an absolute URL built from the request would name the server's own bind address).
 */
export const seeOther = (path: string) => new NextResponse(null, { status: 303, headers: { Location: path } })

export const jsonError = (status: number, error: string, fields?: FieldErrors) => NextResponse.json({ error, ...(fields ? { fields } : {}) }, { status })

/**
 * Reads a JSON body and validates it with zod. Malformed JSON, a wrong shape or a too
 * large body all answer 400 with a message — never a 500.
 */
export async function readJson<T>(
  request: Request,
  schema: z.ZodType<T>,
  messages: { invalid: string; stripPrefix?: string },
): Promise<{ ok: true; data: T } | { ok: false; response: NextResponse }> {
  let raw: unknown
  try {
    const text = await request.text()
    if (text.length > 200_000) return { ok: false, response: jsonError(413, messages.invalid) }
    raw = JSON.parse(text)
  } catch {
    return { ok: false, response: jsonError(400, messages.invalid) }
  }
  const parsed = schema.safeParse(raw)
  if (parsed.success) return { ok: true, data: parsed.data }
  const fields: FieldErrors = {}
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.').replace(messages.stripPrefix ?? /^$/, '')
    if (!fields[path]) fields[path] = issue.message
  }
  return { ok: false, response: jsonError(400, Object.values(fields)[0] ?? messages.invalid, fields) }
}

/** The caller's IP as seen behind a proxy (first X-Forwarded-For hop), else a placeholder. */
export function clientIp(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || request.headers.get('x-real-ip') || 'local'
}
