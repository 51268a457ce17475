import { NextResponse } from 'next/server'
import type { z } from 'zod'

export type FieldErrors = Record<string, string>

/**
 * 303 to a path of this site, as a relative Location: the browser stays on the host it is using
 * (an absolute URL built from the request would name the server's own bind address).
 */
export const seeOther = (path: string) => new NextResponse(null, { status: 303, headers: { Location: path } })

export const jsonError = (status: number, error: string, fields?: FieldErrors, extra?: Record<string, unknown>) =>
  NextResponse.json({ error, ...(fields ? { fields } : {}), ...extra }, { status })

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
  const fields = fieldErrors(parsed.error.issues, messages.stripPrefix)
  return { ok: false, response: jsonError(400, Object.values(fields)[0] ?? messages.invalid, fields) }
}

/**
 * zod's issues as the forms show them: one message per field (the first), keyed by the field's path
 * ('formData.email' → 'email' with `stripPrefix` 'formData.').
 */
export function fieldErrors(issues: readonly z.core.$ZodIssue[], stripPrefix = ''): FieldErrors {
  const fields: FieldErrors = {}
  for (const issue of issues) {
    const path = issue.path.map(String).join('.')
    fields[stripPrefix && path.startsWith(stripPrefix) ? path.slice(stripPrefix.length) : path] ??= issue.message
  }
  return fields
}

/**
 * The visitor's address. `x-vetrina-peer` is the address that connected to the server (set by
 * scripts/start.mjs, which overwrites anything a client sends under that name). `X-Forwarded-For` is
 * believed only for the TRUSTED_PROXIES hops in front of the shop (default 0: not at all), read
 * from the right, since each proxy appends the address it saw: a client can write anything at the
 * left of that list, never at its right.
 */
export function clientIpFrom(headers: Pick<Headers, 'get'>, trustedHops = trustedProxies()): string {
  const peer = headers.get('x-vetrina-peer')?.trim() || 'local'
  if (trustedHops <= 0) return peer
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  // hops[-1] was written by the proxy next to us, hops[-trustedHops] by the outermost trusted one.
  return hops[hops.length - trustedHops] ?? hops[0] ?? peer
}

/** An address of this machine (IPv4 127/8, IPv6 ::1, or IPv4 loopback written as IPv6). */
export const isLoopback = (address: string): boolean =>
  /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/.test(address.trim())

export const trustedProxies = () => Math.max(0, Math.floor(Number(process.env.TRUSTED_PROXIES) || 0))

export const clientIp = (request: Request): string => clientIpFrom(request.headers)

/**
 * Server actions can be called with anything (a crafted request names the action and sends its own
 * arguments): each one checks that it got a form before reading it.
 */
export const isFormData = (fd: unknown): fd is FormData => fd instanceof FormData

/**
 * A request's body as text, or null when it is larger than `max` bytes: refused by its Content-Length
 * before anything is read, or as soon as the stream passes the bound (a chunked body has no length).
 */
export async function readBounded(request: Request, max: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > max) return null
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}
