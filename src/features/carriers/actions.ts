'use server'

import { redirect } from 'next/navigation'
import { isFormData } from '@/lib/http'
import { withdrawFromForm } from '@/features/orders/request'
import { getShopPayload } from '@/payload/shop-payload'
import { requestReturn } from './returns'

/**
 * The withdrawal form's action on the shop's page (app/withdraw): the orders' withdrawal, and between its move
 * and its acknowledgement e-mail the return label when the operator offers them (returns.ts). A failure of
 * the label never undoes nor blocks the withdrawal.
 */
export async function confirmWithdrawalWithReturn(fd: FormData): Promise<void> {
  if (!isFormData(fd)) return
  const payload = await getShopPayload()
  redirect(await withdrawFromForm(fd, (order) => requestReturn(payload, order)))
}
