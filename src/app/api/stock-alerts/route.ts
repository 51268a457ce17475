import { NextResponse } from 'next/server'
import { getCurrentUser } from '@/features/sign-in/server'
import { getMessages } from '@/i18n/server'
import { askForAlert } from '@/features/stock-alerts/server'
import { alertSchema, plausibleEmail } from '@/features/stock-alerts/server'
import { clientIp, jsonError, seeOther } from '@/lib/http'
import { allowPolicy } from '@/services/rate-limit'
import { getShopPayload } from '@/payload/shop-payload'

/**
 * Back-in-stock sign-up (issue 40): JSON from the product page's script, or the plain form (works before
 * JavaScript loads; lands on /back-in-stock with the outcome). The answer is the same whether the address
 * has an account or an alert already.
 */
export async function POST(request: Request) {
  const { lang, t } = await getMessages()
  const m = t.stockAlert
  const isForm = (request.headers.get('content-type') ?? '').includes('form')
  const answer = (status: number, key: keyof typeof m, extra: Record<string, unknown> = {}) =>
    isForm
      ? seeOther(`/back-in-stock?status=${key}`)
      : status < 300
        ? NextResponse.json({ status: key, ...extra })
        : jsonError(status, m[key])
  let raw: unknown
  try {
    raw = isForm ? Object.fromEntries(await request.formData()) : await request.json()
  } catch {
    return answer(400, 'invalid')
  }
  const parsed = alertSchema.safeParse(raw)
  if (!parsed.success) return answer(400, 'unknown')
  const user = await getCurrentUser()
  const email = user?.email ?? parsed.data.email
  if (!plausibleEmail(email)) return answer(400, 'invalid')
  const payload = await getShopPayload()
  if (!(await allowPolicy(payload, 'stock-alert:ip', clientIp(request)))) return answer(429, 'failed')
  const outcome = await askForAlert(payload, {
    email,
    productId: parsed.data.product,
    fragrance: parsed.data.fragrance,
    lang: parsed.data.lang ?? lang,
    userId: user?.id ?? null,
  })
  if (outcome === 'unknown') return answer(400, 'unknown')
  if (outcome === 'available') return answer(200, 'available')
  return answer(200, user ? 'waiting' : 'sent')
}
