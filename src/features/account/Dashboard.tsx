import Link from 'next/link'
import { fill } from '@/i18n/config'
import { getMessages } from '@/i18n/server'
import { getCurrentUser } from '@/features/sign-in/server'
import { activeDealer } from '@/features/dealers/server'
import { ResendVerification } from './ResendVerification'

export async function Dashboard({ verified }: { verified?: string }) {
  const [user, { t }] = await Promise.all([getCurrentUser(), getMessages()])
  if (!user) return null
  const a = t.account
  const dealer = await activeDealer(user)
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
      {!user.verified && verified !== '1' ? (
        // A link that never came (a bounce, the spam folder) can be asked for again.
        <p className="notice warn">
          {a.notVerified} <ResendVerification texts={{ resend: a.resend, failed: a.resendFailed }} />
        </p>
      ) : null}
      <p>{a.intro}</p>
      {dealer ? (
        // A dealer's terms and its price list to download (issue 41).
        <section className="panel" aria-labelledby="trade-title">
          <h2 id="trade-title">{a.trade.title}</h2>
          <p>{fill(a.trade.intro, { company: dealer.company, list: dealer.priceList || '—' })}</p>
          {dealer.paymentTermsDays ? <p>{fill(a.trade.terms, { days: dealer.paymentTermsDays })}</p> : null}
          <p className="row-gap">
            <a href="/api/trade/price-list" download>
              {a.trade.csv}
            </a>
            <a href="/api/trade/price-list?format=pdf" download>
              {a.trade.pdf}
            </a>
          </p>
        </section>
      ) : null}
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
