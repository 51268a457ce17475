'use server'

import { redirect } from 'next/navigation'
import { requireAdmin } from '@/features/sign-in/server'
import { isFormData } from '@/lib/http'
import { isRowId } from '@/lib/identifiers'
import { parseLang } from '@/i18n/locales'
import { getShopPayload } from '@/payload/shop-payload'
import { auditAction } from '@/features/audit/server'
import { grantTradeAccount, inputFromRequest, setDealerStatus, type GrantResult } from './approval'

/** A trade account granted (or refused: nothing changed, nothing recorded) in the audit log. */
async function auditGrant(operator: { email: string }, res: GrantResult, note: string, fd: FormData) {
  if (!res.ok) return
  await auditAction(await getShopPayload(), operator, {
    target: 'users',
    docId: res.userId,
    note,
    changes: [
      { field: 'dealer.status', before: null, after: 'active' },
      { field: 'dealer.priceList', before: null, after: text(fd, 'priceList') || null },
      { field: 'dealer.paymentTermsDays', before: null, after: Number(text(fd, 'paymentTermsDays') || 0) },
    ],
  })
}

const outcome = (r: GrantResult) =>
  r.ok
    ? `dealer=${r.created ? 'new' : 'existing'}`
    : `refused=${r.reason}${r.reason === 'invalid' ? `&field=${encodeURIComponent(r.field)}` : ''}`

const text = (fd: FormData, k: string) => String(fd.get(k) ?? '').slice(0, 300)

/** /admin/requests: the operator approves a distributor request as a dealer, with a price list and terms. */
export async function approveRequest(fd: FormData): Promise<void> {
  if (!isFormData(fd)) return
  const operator = await requireAdmin()
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
  await auditGrant(operator, res, 'approve-request', fd)
  redirect(`/admin/requests?kind=business&${outcome(res)}#request-${id}`)
}

/** /admin/dealers: the operator invites a business by e-mail (an EU business too). */
export async function inviteDealer(fd: FormData): Promise<void> {
  if (!isFormData(fd)) return
  const operator = await requireAdmin()
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
    lang: parseLang(text(fd, 'lang')),
  })
  await auditGrant(operator, res, 'invite-dealer', fd)
  redirect(`/admin/dealers?${outcome(res)}`)
}

/** /admin/dealers: suspend a dealer (consumer prices from the next request) or restore it. */
export async function changeDealerStatus(fd: FormData): Promise<void> {
  if (!isFormData(fd)) return
  const operator = await requireAdmin()
  const id = text(fd, 'userId')
  const status = text(fd, 'status')
  if (!isRowId(id) || (status !== 'active' && status !== 'suspended')) redirect('/admin/dealers')
  const saved = await setDealerStatus(await getShopPayload(), id, status)
  if (saved)
    await auditAction(await getShopPayload(), operator, {
      target: 'users',
      docId: id,
      note: `dealer ${status}`,
      changes: [{ field: 'dealer.status', before: status === 'active' ? 'suspended' : 'active', after: status }],
    })
  redirect(saved ? `/admin/dealers?saved=${id}#dealer-${id}` : '/admin/dealers')
}
