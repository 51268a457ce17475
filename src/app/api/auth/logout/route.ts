import { NextResponse } from 'next/server'
import { expiredSessionCookie } from '@/features/account/auth-service'
import { getShopPayload } from '@/lib/payload'

export async function POST() {
  const res = NextResponse.json({ ok: true })
  res.headers.append('set-cookie', expiredSessionCookie(await getShopPayload()))
  return res
}
