import { exportPersonalData } from '@/features/account/server'
import { getCurrentUser } from '@/features/sign-in/server'
import { getMessages } from '@/i18n/server'
import { getShopPayload } from '@/payload/shop-payload'

export const dynamic = 'force-dynamic'

/** "Download my data": the signed-in customer's data as a JSON file (GDPR art. 15 and 20). */
export async function GET() {
  const [user, { t }] = await Promise.all([getCurrentUser(), getMessages()])
  if (!user) return Response.json({ error: t.account.signInRequired }, { status: 401 })
  const data = await exportPersonalData(await getShopPayload(), user)
  const day = new Date().toISOString().slice(0, 10)
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="vetrina-my-data-${day}.json"`,
      'cache-control': 'private, no-store',
    },
  })
}
