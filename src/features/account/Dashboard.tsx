import Link from 'next/link'
import { fill } from '@/features/i18n/config'
import { getMessages } from '@/features/i18n/server'
import { getCurrentUser } from './session'

export async function Dashboard({ verified }: { verified?: string }) {
  const [user, { t }] = await Promise.all([getCurrentUser(), getMessages()])
  if (!user) return null
  const a = t.account
  return (
    <>
      <h1>{fill(a.hello, { name: user.firstName || user.email })}</h1>
      {verified === '1' ? (
        <p className="notice" role="status">
          {a.verifiedNow}
        </p>
      ) : null}
      {verified === '0' ? (
        <p className="notice warn" role="status">
          {a.verifyFailed}
        </p>
      ) : null}
      {!user.verified && verified !== '1' ? <p className="notice warn">{a.notVerified}</p> : null}
      <p>{a.intro}</p>
      <ul className="row-gap" style={{ listStyle: 'none', padding: 0 }}>
        <li>
          <Link href="/orders" className="btn btn-outline">
            {a.orders}
          </Link>
        </li>
        <li>
          <Link href="/address" className="btn btn-outline">
            {a.address}
          </Link>
        </li>
        <li>
          <Link href="/account-details" className="btn btn-outline">
            {a.details}
          </Link>
        </li>
      </ul>
    </>
  )
}
