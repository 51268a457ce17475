import { isLang } from '@/i18n/locales'
import type { DeviceClass, PageType } from './definitions'

/** Paths that are no storefront page: the operator's, the endpoints, the performance reference. */
const NOT_MEASURED = /^\/(cms|admin|api|perf-reference|metrics|_next)(\/|$)/

const CHECKOUT = /^\/(cart|checkout[^/]*|success|pay)(\/|$)/
const ACCOUNT = /^\/(account[^/]*|address|orders|order|wishlist|withdraw)(\/|$)/

/**
 * The page type a storefront path is counted under, or null for paths that are not measured (/cms,
 * the shop's /admin pages, /api, /perf-reference). Takes the visitor's path (`/shop/vaso-onda`) or the
 * route inside a language's tree that the proxy rewrites it to (`/en/shop/vaso-onda`, `/it`), without
 * the query. The routes are those of src/app/(shop)/[lang]:
 * - home: `/`;
 * - listing: `/shop` (with or without filters: `/shop-page/{key}` is the route of its other pages) and the
 *   search results `/search`, a listing of products as well;
 * - product: `/shop/<slug>`;
 * - checkout: `/cart`, `/checkout…`, `/success` (the order placed), `/pay/…` (the payment page);
 * - account: `/account…` (details, security, sessions), `/address`, `/orders`, `/order/<id>`,
 *   `/wishlist`, `/withdraw/<id>` (an order's withdrawal);
 * - content: every other page (about, FAQ, policies, stands, contact, sign-in, back in stock,
 *   newsletter, …, and the not-found page).
 */
export function pageTypeOf(pathname: string): PageType | null {
  let path = (pathname.split(/[?#]/)[0] ?? '').replace(/\/+$/, '') || '/'
  if (!path.startsWith('/')) return null
  const first = path.split('/')[1] ?? ''
  if (isLang(first)) path = path.slice(first.length + 1) || '/'
  if (NOT_MEASURED.test(path)) return null
  if (path === '/') return 'home'
  if (path === '/shop' || path.startsWith('/shop-page/') || path === '/search') return 'listing'
  if (/^\/shop\/[^/]+$/.test(path)) return 'product'
  if (CHECKOUT.test(path)) return 'checkout'
  if (ACCOUNT.test(path)) return 'account'
  return 'content'
}

/** Viewport widths (CSS pixels) where a tablet and a desktop begin. */
export const TABLET_FROM_PX = 768
export const DESKTOP_FROM_PX = 1200

/** The device class of a viewport's width in CSS pixels: phone under 768, tablet under 1200, desktop. */
export function deviceOf(widthCssPx: number): DeviceClass {
  if (widthCssPx < TABLET_FROM_PX) return 'phone'
  if (widthCssPx < DESKTOP_FROM_PX) return 'tablet'
  return 'desktop'
}
