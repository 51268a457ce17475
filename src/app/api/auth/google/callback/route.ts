import { cookies } from 'next/headers'
import { NextResponse } from 'next/server'
import { finishFlow, FLOW_COOKIE, GoogleSignInRefused, readFlow, signInWithClaims } from '@/features/sign-in/server'
import { env } from '@/lib/env'
import { log } from '@/lib/logger'
import { getShopPayload } from '@/payload/shop-payload'

/**
 * The popup tells the page that opened it (with why, when the visitor can act on it), then closes; a
 * redirect sign-in goes back where it started.
 */
function popupPage(ok: boolean, reason: 'unverified' | null = null) {
  const origin = JSON.stringify(env.siteUrl)
  return new NextResponse(
    `<!doctype html><meta charset="utf-8"><title>Vetrina</title><script>try{window.opener&&window.opener.postMessage({type:'vetrina:google',ok:${ok},reason:${JSON.stringify(reason)}},${origin})}finally{window.close()}</script>`,
    { headers: { 'content-type': 'text/html; charset=utf-8' } },
  )
}

export async function GET(request: Request) {
  const url = new URL(request.url)
  const flow = await readFlow((await cookies()).get(FLOW_COOKIE)?.value)
  const code = url.searchParams.get('code')
  const fail = (reason: string, told: 'unverified' | null = null) => {
    log.warn('google sign-in failed', { reason })
    return flow?.popup
      ? popupPage(false, told)
      : NextResponse.redirect(new URL(`/?google=${told ?? 'failed'}`, env.siteUrl), 303)
  }
  if (!flow || !code || url.searchParams.get('state') !== flow.state) return fail('state mismatch or missing code')
  try {
    const claims = await finishFlow(flow, code)
    const c = await signInWithClaims(await getShopPayload(), claims)
    const res = flow.popup ? popupPage(true) : NextResponse.redirect(new URL(flow.returnTo, env.siteUrl), 303)
    res.cookies.set(c.name, c.value ?? '', {
      httpOnly: true,
      secure: c.secure,
      sameSite: 'lax',
      path: c.path ?? '/',
      expires: c.expires ? new Date(c.expires) : undefined,
    })
    res.cookies.delete({ name: FLOW_COOKIE, path: '/api/auth/google' })
    return res
  } catch (err) {
    return fail((err as Error).message, err instanceof GoogleSignInRefused ? err.reason : null)
  }
}
