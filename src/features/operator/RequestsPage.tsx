import { Fragment } from 'react'
import Link from 'next/link'
import { requireAdmin } from '@/features/sign-in/server'
import { requestEntries } from '@/features/forms/server'
import { fill, formatDate } from '@/i18n/config'
import { getMessages } from '@/i18n/server'
import { getShopPayload } from '@/payload/shop-payload'
import { setRequestState } from './actions'
import { DealerApproval } from '@/features/dealers/server'
import { DealerOutcome } from '@/features/dealers/server'
import { OperatorNav } from '@/features/ui/server'
import { isRequestState, REQUEST_STATES } from './requests'

const PAGE_SIZE = 30

const KINDS = ['business', 'contact'] as const
type Kind = (typeof KINDS)[number]
const isKind = (v: unknown): v is Kind => typeof v === 'string' && (KINDS as readonly string[]).includes(v)

/**
 * /admin/requests: dealer requests and contact messages, newest first, with their form's labels and a
 * handling state; by handling state and by kind, 30 a page (older ones a link away, not out of sight).
 */
export async function RequestsPage({
  search,
}: {
  search: {
    state?: string
    kind?: string
    page?: string
    saved?: string
    dealer?: string
    refused?: string
    field?: string
  }
}) {
  await requireAdmin()
  const { t, lang } = await getMessages()
  const o = t.operator
  const state = isRequestState(search.state) ? search.state : null
  const kind = isKind(search.kind) ? search.kind : null
  const page = Math.min(10_000, Math.max(1, Math.trunc(Number(search.page)) || 1))
  const res = await (
    await getShopPayload()
  ).find({
    collection: 'submissions',
    where: { and: [state ? { handling: { equals: state } } : {}, kind ? { kind: { equals: kind } } : {}] },
    sort: '-createdAt',
    limit: PAGE_SIZE,
    page,
    depth: 0,
    overrideAccess: true,
  })
  // Dealer requests: the price lists to approve with, and which requests already became trade accounts.
  const payload = await getShopPayload()
  const business = res.docs.filter((r) => r.kind === 'business').map((r) => r.id)
  const [lists, accounts] = await Promise.all([
    payload.find({ collection: 'price-lists', sort: 'name', limit: 100, depth: 0, overrideAccess: true }),
    business.length
      ? payload.find({
          collection: 'users',
          where: { 'dealer.request': { in: business } },
          limit: business.length,
          depth: 0,
          overrideAccess: true,
        })
      : null,
  ])
  const accountOf = new Map(
    (accounts?.docs ?? []).map((u) => [
      String(typeof u.dealer?.request === 'object' ? u.dealer?.request?.id : u.dealer?.request),
      u,
    ]),
  )
  const href = (over: { state?: string | null; kind?: string | null; page?: number }) => {
    const q = new URLSearchParams()
    const s = over.state === undefined ? state : over.state
    const k = over.kind === undefined ? kind : over.kind
    if (s) q.set('state', s)
    if (k) q.set('kind', k)
    if (over.page && over.page > 1) q.set('page', String(over.page))
    const qs = q.toString()
    return qs ? `/admin/requests?${qs}` : '/admin/requests'
  }
  return (
    <div className="container section">
      <OperatorNav t={t} current="requests" />
      <h1>{o.requestsTitle}</h1>
      <p>
        <a href="/api/admin/exports/requests" download>
          {o.requestsCsv}
        </a>
      </p>
      {search.saved === '1' ? (
        <p className="form-msg success" role="status">
          {o.saved}
        </p>
      ) : null}
      <nav aria-label={o.stateLabel} className="admin-tabs">
        {[null, ...REQUEST_STATES].map((s) => (
          <Link
            key={s ?? 'all'}
            href={href({ state: s })}
            aria-current={s === state ? 'page' : undefined}
            className="btn btn-outline btn-small"
          >
            {s ? o.states[s] : o.allStates}
          </Link>
        ))}
      </nav>
      <nav aria-label={o.kindLabel} className="admin-tabs">
        {[null, ...KINDS].map((k) => (
          <Link
            key={k ?? 'all'}
            href={href({ kind: k })}
            aria-current={k === kind ? 'page' : undefined}
            className="btn btn-outline btn-small"
          >
            {k ? o.kindTabs[k] : o.allKinds}
          </Link>
        ))}
      </nav>
      <DealerOutcome t={t} search={search} />
      {res.docs.length === 0 ? <p className="empty">{o.noRequests}</p> : null}
      {res.docs.map((r) => {
        const handling = isRequestState(r.handling) ? r.handling : 'new'
        return (
          <article key={r.id} id={`request-${r.id}`} className="panel" aria-labelledby={`request-${r.id}-h`}>
            <h2 id={`request-${r.id}-h`}>
              {o.kinds[r.kind]}: {r.name || r.email}
            </h2>
            <p className="muted small">
              {fill(o.received, { date: formatDate(r.createdAt) })} · {o.states[handling]}
              {r.status === 'failed' ? ` · ${o.mailFailed}` : ''}
            </p>
            <dl className="request-fields">
              {requestEntries(r.kind, r.data, lang).map(([label, value]) => (
                <Fragment key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </Fragment>
              ))}
            </dl>
            <form action={setRequestState} className="row-gap">
              <input type="hidden" name="requestId" value={String(r.id)} />
              <input type="hidden" name="view" value={state ?? ''} />
              <input type="hidden" name="kindView" value={kind ?? ''} />
              <label htmlFor={`handling-${r.id}`}>{o.stateLabel}</label>
              <select id={`handling-${r.id}`} name="handling" defaultValue={handling}>
                {REQUEST_STATES.map((s) => (
                  <option key={s} value={s}>
                    {o.states[s]}
                  </option>
                ))}
              </select>
              <button type="submit" className="btn btn-small">
                {o.save}
              </button>
            </form>
            {r.kind === 'business' ? (
              <DealerApproval t={t} requestId={r.id} lists={lists.docs} account={accountOf.get(String(r.id)) ?? null} />
            ) : null}
          </article>
        )
      })}
      {res.hasPrevPage || res.hasNextPage ? (
        <nav aria-label={o.pagesLabel} className="row-gap">
          {res.hasPrevPage ? <Link href={href({ page: page - 1 })}>{o.newer}</Link> : null}
          {res.hasNextPage ? <Link href={href({ page: page + 1 })}>{o.older}</Link> : null}
        </nav>
      ) : null}
    </div>
  )
}
