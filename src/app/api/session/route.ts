import { NextResponse } from 'next/server'
import { touchSession } from '@/features/sign-in/server'
import { shellUser } from '@/features/account/server'
import { activeDealer } from '@/features/dealers/server'
import { endpoint } from '@/features/sign-in/request'
import { log } from '@/lib/logger'

/**
 * Who is signed in, for the page's header: pages are cached for everyone (ADR 0017), so the browser
 * asks after the first paint. Never stored by a cache.
 */
export const GET = endpoint({ who: 'maybe-signed-in' }, async ({ payload, user, request }) => {
  // The session's device and "last seen", for the account's list of sessions (never in the way of the page).
  await touchSession(payload, user, request.headers.get('user-agent')).catch((err: Error) =>
    log.warn('session device not recorded', { error: err.message }),
  )
  return NextResponse.json(
    { user: shellUser(user, await activeDealer(user, payload)) },
    { headers: { 'cache-control': 'private, no-store' } },
  )
})
