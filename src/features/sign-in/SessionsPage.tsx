import { fill, fillCount, formatDate, formatTime } from '@/i18n/config'
import { getMessages } from '@/i18n/server'
import { getShopPayload } from '@/payload/shop-payload'
import { deviceLabel } from './device'
import { getCurrentUser } from './session'
import { endSessions } from './session-actions'
import { listSessions } from './sessions'

const when = (iso: string) => `${formatDate(iso)} ${formatTime(iso)}`

/** /account-sessions: where the customer is signed in, and a way to sign any other place out (issue 42). */
export async function SessionsPage({ ended }: { ended: number | null }) {
  const [user, { t }] = await Promise.all([getCurrentUser(), getMessages()])
  if (!user) return null
  const s = t.account.sessions
  const sessions = await listSessions(await getShopPayload(), user)
  const others = sessions.filter((x) => !x.current)
  return (
    <>
      <h1>{s.title}</h1>
      <p>{s.intro}</p>
      {ended !== null ? (
        <p className="notice" role="status">
          {fillCount(s.ended, { count: ended })}
        </p>
      ) : null}
      <ul className="session-list" data-testid="sessions">
        {sessions.map((x) => {
          const device = deviceLabel(x.userAgent, s)
          return (
            <li key={x.id} className="panel row-between">
              <div>
                <p>
                  <strong>{device}</strong>
                  {x.current ? <span className="badge"> {s.thisDevice}</span> : null}
                </p>
                <p className="muted small">
                  {fill(s.signedIn, { date: when(x.signedInAt) })}
                  {x.lastSeenAt ? ` · ${fill(s.lastSeen, { date: when(x.lastSeenAt) })}` : ''}
                  {x.methods.length
                    ? ` · ${fill(s.how, { methods: x.methods.map((m) => s.methods[m]).join(' + ') })}`
                    : ''}
                </p>
              </div>
              {x.current ? null : (
                <form action={endSessions}>
                  <input type="hidden" name="session" value={x.id} />
                  <button
                    type="submit"
                    className="btn btn-outline"
                    aria-label={fill(s.signOutLabel, { device, date: when(x.signedInAt) })}
                  >
                    {s.signOut}
                  </button>
                </form>
              )}
            </li>
          )
        })}
      </ul>
      {others.length ? (
        <form action={endSessions}>
          <input type="hidden" name="session" value="others" />
          <button type="submit" className="btn">
            {s.signOutOthers}
          </button>
        </form>
      ) : (
        <p className="muted">{s.none}</p>
      )}
    </>
  )
}
