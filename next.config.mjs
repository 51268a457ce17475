import { createRequire } from 'node:module'
import { withPayload } from '@payloadcms/next/withPayload'

const require = createRequire(import.meta.url)

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Next hashes every page it sends for an ETag: a fifth of the server's time on a cached /shop (468 vs
  // 386 requests/s without it). Cached pages are revalidated by CDNs every minute at most, and browsers
  // keep the shop's scripts, styles and pictures by their own headers (ADR 0017).
  generateEtags: false,
  // pdfmake reads its fonts from node_modules at run time: loaded by Node, not bundled. prom-client:
  // one copy per process, the one scripts/start.mjs records requests with (src/lib/metrics.ts).
  serverExternalPackages: ['pdfmake', 'prom-client'],
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/cms/api/media/file/**' }, { pathname: '/demo/**' }],
    deviceSizes: [360, 640, 828, 1080, 1280, 1920],
    imageSizes: [64, 128, 256, 384],
    qualities: [60, 70, 75],
  },
  // With REDIS_URL, Next's data cache lives in Redis and is shared by every instance (cache-handler.mjs,
  // read when the server starts, so one build serves both set-ups); no copy kept in a process's memory.
  ...(process.env.REDIS_URL ? { cacheHandler: require.resolve('./cache-handler.mjs'), cacheMaxMemorySize: 0 } : {}),
  // Storefront pages are cached per language (ADR 0017); a shared cache may serve a stale copy for a day
  // at most while it asks again.
  expireTime: 86_400,
  // A one-off build (the first `npm start` of a clone, CI after its own `tsc`) sets VETRINA_BUILD=once:
  // no type-check of its own (the commit was checked by `tsc`; `npm test` runs it first) and no Turbopack
  // build cache written (on by default in Next 16: 26 s on a quiet machine, read only by a later rebuild
  // in the same folder). `npx next build` in a working tree keeps both (README "Tests").
  typescript: { ignoreBuildErrors: process.env.VETRINA_BUILD === 'once' },
  experimental: {
    turbopackFileSystemCacheForBuild: process.env.VETRINA_BUILD !== 'once',
    // Each page's stylesheet (the shell's and its page type's, ADR 0029) is small: inlined, it blocks no paint.
    inlineCss: true,
    serverActions: { bodySizeLimit: '1mb' },
    // unauthorized() / forbidden(): a refused admin server function answers 401/403, not 500.
    authInterrupts: true,
  },
}

/**
 * Sent with every response, the admin and the API included: no page of the shop may be framed by
 * another site, no MIME sniffing, referrers cut to the origin across sites, powerful browser features
 * off. (HSTS is added by scripts/start.mjs when SITE_URL is https, since it depends on the deployment.)
 */
export const securityHeaders = [
  { key: 'Content-Security-Policy', value: "frame-ancestors 'none'; base-uri 'self'; object-src 'none'" },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), usb=(), interest-cohort=()' },
]

const config = withPayload(nextConfig, { devBundleServerPackages: false })

// Payload adds client-hint headers for its admin theme to every path. On the storefront,
// `Critical-CH` makes Chrome send each first navigation twice (it retries to include the hint):
// one wasted round trip before the first paint. The admin (/cms) keeps them.
const withAdminHeaders = config.headers
config.headers = async () => [
  ...(await withAdminHeaders()).map((rule) =>
    rule.source === '/:path*' && rule.headers.some((h) => h.key === 'Critical-CH')
      ? { ...rule, source: '/cms/:path*' }
      : rule,
  ),
  { source: '/:path*', headers: securityHeaders },
]

export default config
