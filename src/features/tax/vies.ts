import { env } from '@/lib/env'
import { log } from '@/lib/logger'
import { withSpan } from '@/lib/tracing'

/** VIES's answer about an EU VAT number; `unavailable` when it could not be asked (never blocks a sale). */
export type ViesAnswer = 'valid' | 'invalid' | 'unavailable'

const answerSchema = (body: unknown): ViesAnswer => {
  if (!body || typeof body !== 'object') return 'unavailable'
  const b = body as { isValid?: unknown; userError?: unknown }
  if (b.userError === 'VALID' || (b.isValid === true && !b.userError)) return 'valid'
  if (b.userError === 'INVALID' || (b.isValid === false && !b.userError)) return 'invalid'
  return 'unavailable' // MS_UNAVAILABLE, TIMEOUT, SERVICE_UNAVAILABLE, MS_MAX_CONCURRENT_REQ…
}

/**
 * Asks the European Commission's VIES whether a VAT number is registered for intra-EU supplies
 * (`GET {VIES_URL}/ms/{prefix}/vat/{number}`). A few seconds at most; any failure is `unavailable`.
 */
export async function checkVies(
  prefix: string,
  number: string,
  opts: { base?: string | null; timeoutMs?: number; fetch?: typeof fetch } = {},
): Promise<ViesAnswer> {
  const base = opts.base === undefined ? env.viesUrl : opts.base
  if (!base) return 'unavailable'
  try {
    const res = await withSpan('vies check', { 'vies.country': prefix }, () =>
      (opts.fetch ?? fetch)(`${base}/ms/${encodeURIComponent(prefix)}/vat/${encodeURIComponent(number)}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(opts.timeoutMs ?? 4000),
      }),
    )
    if (!res.ok) return 'unavailable'
    return answerSchema(await res.json())
  } catch (err) {
    log.warn('VIES not reachable: the VAT number is checked by its format only', { error: (err as Error).message })
    return 'unavailable'
  }
}
