import { NextResponse } from 'next/server'
import { shellUser } from '@/features/account/shell-user'
import { endpoint } from '@/features/shell/endpoint'

/**
 * Who is signed in, for the page's header: pages are cached for everyone (ADR 0017), so the browser
 * asks after the first paint. Never stored by a cache.
 */
export const GET = endpoint({ who: 'maybe-signed-in' }, async ({ user }) =>
  NextResponse.json({ user: shellUser(user) }, { headers: { 'cache-control': 'private, no-store' } }),
)
