import { stopInvitations } from '@/features/reviews/server'
import { seeOther } from '@/lib/http'
import { parseLang } from '@/i18n/locales'
import { getShopPayload } from '@/payload/shop-payload'

/** The link of every review invitation: no more invitations to that address. */
export async function GET(request: Request) {
  const query = new URL(request.url).searchParams
  const lang = parseLang(query.get('lang'))
  const ok = await stopInvitations(await getShopPayload(), query.get('token') ?? '')
  return seeOther(`/review?status=${ok ? 'stopped' : 'link-invalid'}&lang=${lang}`)
}
