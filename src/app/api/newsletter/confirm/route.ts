import { NextResponse } from 'next/server'
import { setSubscription } from '@/features/forms/server'
import { getShopPayload } from '@/payload/shop-payload'

export async function GET(request: Request) {
  const url = new URL(request.url)
  const ok = await setSubscription(await getShopPayload(), url.searchParams.get('token') ?? '', 'confirmed')
  return NextResponse.redirect(
    new URL(`/newsletter?status=${ok ? 'confirmed' : 'link-invalid'}`, process.env.SITE_URL || url.origin),
    303,
  )
}
