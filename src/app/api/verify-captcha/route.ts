import { NextResponse } from 'next/server'
import { z } from 'zod'
import { verifyCaptcha } from '@/features/forms/captcha'
import { getMessages } from '@/features/i18n/server'
import { readJson } from '@/lib/http'
import { getShopPayload } from '@/payload/shop-payload'

/** `{token}` → `{success}`: checks the captcha without spending it (send-email spends it). */
export async function POST(request: Request) {
  const { t } = await getMessages()
  const body = await readJson(request, z.object({ token: z.string().max(20_000) }), {
    invalid: t.business.captchaFailed,
  })
  if (!body.ok) return body.response
  const success = await verifyCaptcha(await getShopPayload(), body.data.token, false)
  return NextResponse.json(
    { success, ...(success ? {} : { error: t.business.captchaFailed }) },
    { status: success ? 200 : 400 },
  )
}
