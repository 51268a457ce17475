import { Fragment } from 'react'
import Link from 'next/link'
import { requireAdmin } from '@/features/account/session'
import { requestEntries } from '@/features/forms/submissions'
import { fill, formatDate } from '@/features/i18n/config'
import { getMessages } from '@/features/i18n/server'
import { getShopPayload } from '@/payload/shop-payload'
import { setRequestState } from './actions'
import { OperatorNav } from './OperatorNav'
import { isRequestState, REQUEST_STATES } from './requests'

const PAGE_SIZE = 30

/** /admin/requests: dealer requests and contact messages, newest first, with their form's labels and a handling state. */
export async function RequestsPage({ search }: { search: { state?: string; saved?: string } }) {
  await requireAdmin()
  const { t, lang } = await getMessages()
  const o = t.operator
  const state = isRequestState(search.state) ? search.state : null
  const res = await (
    await getShopPayload()
  ).find({
    collection: 'submissions',
    where: state ? { handling: { equals: state } } : {},
    sort: '-createdAt',
    limit: PAGE_SIZE,
    depth: 0,
    overrideAccess: true,
  })
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
            href={s ? `/admin/requests?state=${s}` : '/admin/requests'}
            aria-current={s === state ? 'page' : undefined}
            className="btn btn-outline btn-small"
          >
            {s ? o.states[s] : o.allStates}
          </Link>
        ))}
      </nav>
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
          </article>
        )
      })}
    </div>
  )
}
