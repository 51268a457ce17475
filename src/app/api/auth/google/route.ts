import { NextResponse } from 'next/server'
import { FLOW_COOKIE, googleConfigured, startFlow } from '@/features/sign-in/server'
import { safeReturnTo } from '@/features/sign-in/server'
import { jsonError } from '@/lib/http'
import { log } from '@/lib/logger'

/** Starts Google sign-in (in a popup with ?popup=1, else as a full-page redirect). */
export async function GET(request: Request) {
  if (!googleConfigured()) return jsonError(404, 'Google sign-in is not configured.')
  const url = new URL(request.url)
  try {
    const flow = await startFlow(url.searchParams.get('popup') === '1', safeReturnTo(url.searchParams.get('returnTo')))
    const res = NextResponse.redirect(flow.url, 302)
    res.cookies.set(FLOW_COOKIE, flow.cookie, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/api/auth/google',
      maxAge: 600,
      secure: url.protocol === 'https:',
    })
    return res
  } catch (err) {
    log.error('google sign-in could not start', { error: (err as Error).message })
    return jsonError(502, 'Google sign-in is not available right now.')
  }
}
