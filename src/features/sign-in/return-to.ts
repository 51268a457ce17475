/**
 * Where to send the browser after sign-in: a path of this site, or `/`. Anything a browser could read
 * as another host is refused: `//evil`, `/\evil` (browsers treat `\` as `/`), their percent-encoded
 * forms, schemes (`https:x`, `javascript:`), and control characters that browsers strip.
 */
export function safeReturnTo(raw: string | null | undefined): string {
  if (!raw || raw.length > 2000) return '/'
  let decoded = raw
  try {
    // Decode twice: a path that is still dangerous after one or two decodings is refused.
    decoded = decodeURIComponent(decodeURIComponent(raw))
  } catch {
    return '/'
  }
  for (const candidate of [raw, decoded]) {
    if (!candidate.startsWith('/')) return '/'
    if (/^\/[/\\]/.test(candidate) || /[\\\u0000-\u001f\u007f]/.test(candidate)) return '/'
  }
  try {
    const url = new URL(raw, 'http://vetrina.invalid')
    if (url.origin !== 'http://vetrina.invalid') return '/'
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return '/'
  }
}
