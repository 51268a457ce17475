/**
 * The route template of a request path (`/shop/vaso-onda` → `/[lang]/shop/[slug]`), read from the
 * routes Next wrote at build time (.next/routes-manifest.json): what the request metrics are labelled
 * with, so a label never holds a raw URL and the number of series stays that of the app's routes.
 * Used by scripts/start.mjs (plain Node: no imports, erasable TypeScript only), which passes the
 * languages of the locale table (i18n/locales.ts): a path under any of them is already a route.
 */
export type RouteManifest = {
  staticRoutes?: { page: string; regex: string }[]
  dynamicRoutes?: { page: string; regex: string }[]
}

/** Paths the proxy (src/proxy.ts) leaves alone: everything else is served under /{lang}. */
const UNPREFIXED = /^\/(api|cms|metrics)(\/|$)/

export function routeTemplates(
  manifest: RouteManifest,
  langs: readonly string[],
  defaultLang: string,
): (pathname: string) => string {
  const escaped = langs.map((l) => l.replace(/[^a-z0-9]/gi, (c) => `\\${c}`))
  const LANG_PREFIX = new RegExp(`^/(${escaped.join('|')})(/|$)`)
  const statics = new Map((manifest.staticRoutes ?? []).map((r) => [r.page, r.page]))
  const dynamics = (manifest.dynamicRoutes ?? []).map((r) => ({ page: r.page, re: new RegExp(r.regex) }))
  const match = (p: string) => {
    const exact = statics.get(p) ?? statics.get(p.replace(/\/$/, '') || '/')
    if (exact) return exact
    return dynamics.find((d) => d.re.test(p))?.page
  }
  return (raw: string) => {
    const pathname = raw.split(/[?#]/)[0] || '/'
    if (pathname.startsWith('/_next/static/')) return '/_next/static'
    if (pathname.startsWith('/_next/')) return pathname.startsWith('/_next/image') ? '/_next/image' : '/_next'
    const candidates =
      LANG_PREFIX.test(pathname) || UNPREFIXED.test(pathname)
        ? [pathname]
        : [`/${defaultLang}${pathname === '/' ? '' : pathname}`, pathname]
    if (statics.has(pathname)) return pathname // e.g. /robots.txt, /sitemap.xml
    // Files of public/ (favicon, pictures of the demo): one label for all of them.
    if (!UNPREFIXED.test(pathname) && /\/[^/]+\.[a-z0-9]+$/i.test(pathname)) return '/public-file'
    for (const c of candidates) {
      const page = match(c)
      if (page) return page
    }
    return 'unmatched'
  }
}
