import { fill, formatDate } from '@/i18n/config'
import type { Messages } from '@/i18n/messages'
import type { PriceList, User } from '@/payload-types'
import { approveRequest } from './actions'
import { PriceListFields } from './DealerForms'

/** Under a dealer request on /admin/requests: its trade account, or the form that makes it. */
export function DealerApproval({
  t,
  requestId,
  lists,
  account,
}: {
  t: Messages
  requestId: number | string
  lists: PriceList[]
  account: User | null
}) {
  const d = t.operator.dealer
  if (account?.dealer?.status)
    return (
      <p className="muted" data-testid="dealer-account">
        {account.dealer.status === 'active'
          ? fill(d.approved, { date: formatDate(account.dealer.approvedAt ?? account.updatedAt) })
          : d.suspendedSince}{' '}
        <a href={`/admin/dealers#dealer-${account.id}`}>{t.operator.dealers}</a>
      </p>
    )
  return (
    <form action={approveRequest} className="stack" aria-label={d.approveTitle}>
      <input type="hidden" name="requestId" value={String(requestId)} />
      <h3 className="h4">{d.approveTitle}</h3>
      <PriceListFields t={t} lists={lists} idPrefix={`approve-${requestId}`} />
      <p>
        <button type="submit" className="btn btn-small">
          {d.approve}
        </button>
      </p>
    </form>
  )
}
