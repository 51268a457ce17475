'use server'

import { redirect } from 'next/navigation'
import { requireAdmin } from '@/features/sign-in/server'
import { isFormData } from '@/lib/http'
import { getShopPayload } from '@/payload/shop-payload'
import { isRequestState } from './requests'

/** The operator marks a request new, contacted or closed; back to the list they came from. */
export async function setRequestState(fd: FormData): Promise<void> {
  if (!isFormData(fd)) return
  const user = await requireAdmin()
  const id = String(fd.get('requestId') ?? '')
  const state = fd.get('handling')
  const back = String(fd.get('view') ?? '')
  const kind = String(fd.get('kindView') ?? '')
  const view =
    (isRequestState(back) ? `state=${back}&` : '') + (kind === 'business' || kind === 'contact' ? `kind=${kind}&` : '')
  if (!/^\d{1,12}$/.test(id) || !isRequestState(state)) redirect(`/admin/requests?${view}saved=0`)
  // As the operator, through the collection's access rules (only `handling` is writable).
  await (
    await getShopPayload()
  ).update({ collection: 'submissions', id, data: { handling: state }, user, overrideAccess: false })
  redirect(`/admin/requests?${view}saved=1#request-${id}`)
}
