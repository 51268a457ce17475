import { NextResponse } from 'next/server'
import { z } from 'zod'
import { verifyCaptcha } from '@/features/forms/server'
import { endpoint } from '@/features/sign-in/request'

/** `{token}` → `{success}`: checks the captcha without spending it (send-email spends it). */
export const POST = endpoint(
  { body: z.object({ token: z.string().max(20_000) }), invalid: (t) => t.business.captchaFailed },
  async ({ payload, t, body }) => {
    const success = await verifyCaptcha(payload, body.token, false)
    return NextResponse.json(
      { success, ...(success ? {} : { error: t.business.captchaFailed }) },
      { status: success ? 200 : 400 },
    )
  },
)
