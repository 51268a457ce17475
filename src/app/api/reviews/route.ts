import { getCurrentUser } from '@/features/sign-in/server'
import { getMessages } from '@/i18n/server'
import { writeReview } from '@/features/reviews/server'
import { reviewSchema } from '@/features/reviews/server'
import { clientIp, seeOther } from '@/lib/http'
import { allowPolicy } from '@/services/rate-limit'
import { getShopPayload } from '@/payload/shop-payload'

/**
 * A review sent from an order's review page (a plain form: it works before JavaScript loads). Lands back
 * on the page with the outcome. Who may write is decided by features/reviews/data.ts alone.
 */
export async function POST(request: Request) {
  const { lang } = await getMessages()
  let raw: Record<string, unknown>
  try {
    raw = Object.fromEntries(await request.formData())
  } catch {
    return seeOther(`/review?status=invalid&lang=${lang}`)
  }
  const parsed = reviewSchema.safeParse(raw)
  const back = (where: string, status: string, line = '') =>
    seeOther(`/review?${where}&status=${status}&lang=${lang}${line ? `#line-${line}` : ''}`)
  if (!parsed.success) {
    const token = typeof raw.token === 'string' ? raw.token : ''
    const order = typeof raw.order === 'string' ? raw.order : ''
    return back(token ? `token=${encodeURIComponent(token)}` : `order=${encodeURIComponent(order)}`, 'invalid')
  }
  const p = parsed.data
  const where = p.token ? `token=${encodeURIComponent(p.token)}` : `order=${encodeURIComponent(p.order ?? '')}`
  const payload = await getShopPayload()
  if (!(await allowPolicy(payload, 'review:ip', clientIp(request)))) return back(where, 'failed')
  const access = p.token ? { token: p.token } : { user: await getCurrentUser(), order: p.order ?? '' }
  const outcome = await writeReview(payload, access, {
    line: p.line,
    rating: p.rating,
    text: p.text,
    lang: p.lang ?? lang,
  })
  return back(where, outcome, outcome === 'saved' ? p.line : '')
}
