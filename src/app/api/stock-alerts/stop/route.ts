import { stopAlert } from '@/features/stock-alerts/server'
import { seeOther } from '@/lib/http'
import { parseLang } from '@/i18n/locales'
import { getShopPayload } from '@/payload/shop-payload'

/** The unsubscribe link of a back-in-stock e-mail: the alert stops. */
export async function GET(request: Request) {
  const query = new URL(request.url).searchParams
  const token = query.get('token') ?? ''
  const lang = parseLang(query.get('lang'))
  const ok = await stopAlert(await getShopPayload(), token)
  return seeOther(`/back-in-stock?status=${ok ? 'stopped' : 'linkInvalid'}&lang=${lang}`)
}
