import type { Order } from '@/payload-types'
import { getCurrentUser } from '@/features/sign-in/server'
import { getShopPayload } from '@/payload/shop-payload'
import { withdraw, withdrawableOrder } from './withdraw'

/**
 * The withdrawal form's submission (the customer's account, or the order's signed link): the withdrawal
 * recorded, and the page to go back to with its outcome. `beforeSend` is a feature above orders' work after
 * the move and before the acknowledgement is rendered (the return label, features/carriers actions.ts).
 */
export async function withdrawFromForm(fd: FormData, beforeSend?: (order: Order) => Promise<unknown>): Promise<string> {
  const id = String(fd.get('orderId') ?? '').slice(0, 20)
  const token = String(fd.get('t') ?? '').slice(0, 2000)
  const order = await withdrawableOrder(id, token || undefined)
  const back = (outcome: string) =>
    `/withdraw/${encodeURIComponent(id)}?${new URLSearchParams({ ...(token ? { t: token } : {}), outcome })}`
  if (!order) return back('invalid')
  const lines: Record<string, number> = {}
  for (const [k, v] of fd.entries()) if (/^line-\d{1,3}$/.test(k)) lines[k.slice(5)] = Math.trunc(Number(v)) || 0
  const user = await getCurrentUser()
  const done = await withdraw(
    await getShopPayload(),
    order,
    {
      name: String(fd.get('name') ?? ''),
      email: String(fd.get('email') ?? ''),
      lines,
      by: user?.email ?? order.email,
    },
    new Date(),
    beforeSend,
  )
  return back(done.ok ? 'done' : done.reason === 'invalid' ? 'invalid' : 'refused')
}
