import { NextResponse } from 'next/server'
import { setSubscription } from '@/features/forms/server'
import { env } from '@/lib/env'
import { getShopPayload } from '@/payload/shop-payload'

export async function GET(request: Request) {
  const url = new URL(request.url)
  const ok = await setSubscription(await getShopPayload(), url.searchParams.get('token') ?? '', 'unsubscribed')
  return NextResponse.redirect(new URL(`/newsletter?status=${ok ? 'unsubscribed' : 'link-invalid'}`, env.siteUrl), 303)
}
