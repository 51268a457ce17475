import { NextResponse } from 'next/server'
import { resetPassword } from '@/features/account/auth-service'
import { authSchemas } from '@/features/account/auth-schemas'
import { getMessages } from '@/features/i18n/server'
import { jsonError, readJson } from '@/lib/http'
import { getShopPayload } from '@/payload/shop-payload'

export async function POST(request: Request) {
  const { t } = await getMessages()
  const body = await readJson(request, authSchemas(t).reset, { invalid: t.auth.invalid })
  if (!body.ok) return body.response
  const ok = await resetPassword(await getShopPayload(), body.data.token, body.data.password)
  if (!ok) return jsonError(400, t.auth.linkInvalid)
  return NextResponse.json({ ok: true, message: t.auth.resetDone })
}
