'use server'

import { redirect } from 'next/navigation'
import { requireAdmin } from '@/features/account/session'
import { isFormData } from '@/lib/http'
import { isRowId } from '@/lib/identifiers'
import { getShopPayload } from '@/payload/shop-payload'
import { grantTradeAccount, inputFromRequest, setDealerStatus, type GrantResult } from './approval'

const outcome = (r: GrantResult) =>
  r.ok
    ? `dealer=${r.created ? 'new' : 'existing'}`
    : `refused=${r.reason}${r.reason === 'invalid' ? `&field=${encodeURIComponent(r.field)}` : ''}`

const text = (fd: FormData, k: string) => String(fd.get(k) ?? '').slice(0, 300)

/** /admin/requests: the operator approves a distributor request as a dealer, with a price list and terms. */
export async function approveRequest(fd: FormData): Promise<void> {
  if (!isFormData(fd)) return
  await requireAdmin()
  const id = text(fd, 'requestId')
  if (!isRowId(id)) redirect('/admin/requests?kind=business&refused=not-a-request')
  const payload = await getShopPayload()
  const request = await payload
    .findByID({ collection: 'submissions', id, depth: 0, overrideAccess: true })
    .catch(() => null)
  const input = request ? inputFromRequest(request) : null
  if (!input) redirect('/admin/requests?kind=business&refused=not-a-request')
  const res = await grantTradeAccount(payload, {
    ...input,
    priceList: text(fd, 'priceList') || undefined,
    paymentTermsDays: Number(text(fd, 'paymentTermsDays') || 0),
  })
  redirect(`/admin/requests?kind=business&${outcome(res)}#request-${id}`)
}

/** /admin/dealers: the operator invites a business by e-mail (an EU business too). */
export async function inviteDealer(fd: FormData): Promise<void> {
  if (!isFormData(fd)) return
  await requireAdmin()
  const fields = [
    'email',
    'company',
    'country',
    'vatNumber',
    'sdi',
    'pec',
    'street',
    'zip',
    'city',
    'province',
    'phone',
    'contact',
  ]
  const res = await grantTradeAccount(await getShopPayload(), {
    ...(Object.fromEntries(fields.map((k) => [k, text(fd, k)])) as {
      email: string
      company: string
      country: string
      vatNumber: string
    }),
    priceList: text(fd, 'priceList') || undefined,
    paymentTermsDays: Number(text(fd, 'paymentTermsDays') || 0),
    lang: text(fd, 'lang') === 'en' ? 'en' : 'it',
  })
  redirect(`/admin/dealers?${outcome(res)}`)
}

/** /admin/dealers: suspend a dealer (consumer prices from the next request) or restore it. */
export async function changeDealerStatus(fd: FormData): Promise<void> {
  if (!isFormData(fd)) return
  await requireAdmin()
  const id = text(fd, 'userId')
  const status = text(fd, 'status')
  if (!isRowId(id) || (status !== 'active' && status !== 'suspended')) redirect('/admin/dealers')
  const saved = await setDealerStatus(await getShopPayload(), id, status)
  redirect(saved ? `/admin/dealers?saved=${id}#dealer-${id}` : '/admin/dealers')
}
