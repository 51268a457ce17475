import { NextResponse } from 'next/server'
import { logout } from '@/features/sign-in/server'
import { getShopPayload } from '@/payload/shop-payload'

/** Signs out: the session is revoked on the server, not only forgotten by the browser. */
export async function POST(request: Request) {
  const res = NextResponse.json({ ok: true })
  res.headers.append('set-cookie', await logout(await getShopPayload(), request.headers))
  return res
}
