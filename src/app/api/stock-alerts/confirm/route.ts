import { confirmAlert } from '@/features/stock-alerts/server'
import { seeOther } from '@/lib/http'
import { parseLang } from '@/i18n/locales'
import { getShopPayload } from '@/payload/shop-payload'

/** The link of the confirmation e-mail (double opt-in of a guest's back-in-stock alert). */
export async function GET(request: Request) {
  const query = new URL(request.url).searchParams
  const token = query.get('token') ?? ''
  const lang = parseLang(query.get('lang'))
  const ok = await confirmAlert(await getShopPayload(), token)
  return seeOther(`/back-in-stock?status=${ok ? 'confirmed' : 'linkInvalid'}&lang=${lang}`)
}
