'use server'

import { redirect } from 'next/navigation'
import { getCurrentUser } from '@/features/account/session'
import { isFormData } from '@/lib/http'
import { getShopPayload } from '@/payload/shop-payload'
import { activeDealer } from './data'
import { reorder } from './reorder'

/** "Ordina di nuovo" on a dealer's order page: the order's lines into the cart, then the cart. */
export async function reorderAction(fd: FormData): Promise<void> {
  if (!isFormData(fd)) return
  const user = await getCurrentUser()
  if (!user) redirect('/orders')
  const payload = await getShopPayload()
  const id = String(fd.get('orderId') ?? '').slice(0, 20)
  if (!(await activeDealer(user, payload)) || !(await reorder(payload, user, id))) redirect('/orders')
  redirect('/cart')
}
