import { NextResponse } from 'next/server'
import { shellUser } from '@/features/account/shell-user'
import { activeDealer } from '@/features/dealers/data'
import { endpoint } from '@/features/shell/endpoint'

/**
 * Who is signed in, for the page's header: pages are cached for everyone (ADR 0017), so the browser
 * asks after the first paint. Never stored by a cache.
 */
export const GET = endpoint({ who: 'maybe-signed-in' }, async ({ payload, user }) =>
  NextResponse.json(
    { user: shellUser(user, await activeDealer(user, payload)) },
    { headers: { 'cache-control': 'private, no-store' } },
  ),
)
