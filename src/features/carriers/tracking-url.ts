/**
 * A carrier's tracking link, as the shop puts it in an e-mail's href and on the order page: https only
 * (http only to a loopback address, which is the local fake of the tests), no credentials in it, at most
 * 500 characters; anything else (javascript:, data:, a typo) is left out: '' — the tracking number stays.
 */
export function safeTrackingUrl(raw: string | null | undefined): string {
  if (!raw || raw.length > 500) return ''
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    return ''
  }
  if (url.username || url.password) return ''
  if (url.protocol === 'https:') return url.href
  if (url.protocol === 'http:' && LOOPBACK.has(url.hostname)) return url.href
  return ''
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])
