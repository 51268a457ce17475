import { activeDealer } from '@/features/dealers/server'
import { endpoint } from '@/features/sign-in/request'
import { reorder } from '@/features/orders/server'
import { seeOther } from '@/lib/http'

/**
 * "Ordina di nuovo" on a dealer's order page: a plain form post (it works before the page's scripts
 * run), answered 303 to the cart — a full page load, so the cart shown is the account's as it now is
 * (a client-side move kept the cart read before the reorder: CI found the count at 0).
 */
export const POST = endpoint({ who: 'signed-in' }, async ({ payload, user, request }) => {
  let id = ''
  try {
    id = String((await request.formData()).get('orderId') ?? '').slice(0, 20)
  } catch {
    return seeOther('/orders')
  }
  if (!(await activeDealer(user, payload)) || !(await reorder(payload, user, id))) return seeOther('/orders')
  return seeOther('/cart')
})
