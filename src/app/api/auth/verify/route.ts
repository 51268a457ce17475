import { NextResponse } from 'next/server'
import { verifyEmail } from '@/features/sign-in/server'
import { env } from '@/lib/env'
import { getShopPayload } from '@/payload/shop-payload'

/** The link of the verification e-mail: marks the account verified and lands on the account page. */
export async function GET(request: Request) {
  const url = new URL(request.url)
  const ok = await verifyEmail(await getShopPayload(), url.searchParams.get('token') ?? '')
  return NextResponse.redirect(new URL(ok ? '/account?verified=1' : '/account?verified=0', env.siteUrl), 303)
}
