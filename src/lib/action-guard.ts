/**
 * Arguments of a server action call that the framework cannot decode. React's decoder reads a fetch
 * action's multipart body as rows named 0, 1, 2 … of JSON (files may stand for a row), and throws —
 * a 500 from Next, before any code of the shop runs — when a row is not JSON or the body is no
 * multipart at all. scripts/start.mjs asks this first and answers 400 in the visitor's language
 * (issue 37). Plain Node imports this file as it is: no imports, erasable TypeScript only.
 */
export async function malformedActionReply(contentType: string, body: Uint8Array): Promise<string | null> {
  if (!/^multipart\/form-data/i.test(contentType)) return null // text bodies: the decoder answers them itself
  let form: FormData
  try {
    form = await new Response(body as BodyInit, { headers: { 'content-type': contentType } }).formData()
  } catch {
    return 'unreadable multipart body'
  }
  if (!form.has('0')) return 'no row 0'
  for (const [name, value] of form) {
    if (!/^\d+$/.test(name) || typeof value !== 'string') continue
    try {
      JSON.parse(value)
    } catch {
      return `row ${name} is not JSON`
    }
  }
  return null
}

/**
 * The refusal's text, in the language of `?lang=` or else the `lang` cookie, else the default: `texts`
 * holds one per language (scripts/start.mjs passes the locale table's `badRequest` column).
 */
export function badRequestText(
  cookie: string | undefined,
  url: string | undefined,
  texts: Readonly<Record<string, string>>,
  defaultLang: string,
): string {
  const first = (re: RegExp, s: string | undefined) =>
    [...(s ?? '').matchAll(re)].map((m) => m[1]!).find((v) => Object.hasOwn(texts, v))
  const fromQuery = first(/[?&]lang=([A-Za-z]+)\b/g, url)
  const fromCookie = first(/(?:^|;\s*)lang=([A-Za-z]+)\b/g, cookie)
  return texts[fromQuery ?? fromCookie ?? defaultLang]!
}
