import { NextResponse } from 'next/server'
import { confirmEmailChange } from '@/features/account/server'
import { env } from '@/lib/env'
import { getShopPayload } from '@/payload/shop-payload'

/** The link of the e-mail-change message: applies the new address and lands on the account details. */
export async function GET(request: Request) {
  const url = new URL(request.url)
  const token = (url.searchParams.get('token') ?? '').slice(0, 2_000)
  const outcome = await confirmEmailChange(await getShopPayload(), token)
  return NextResponse.redirect(new URL(`/account-details?email=${outcome}`, env.siteUrl), 303)
}
