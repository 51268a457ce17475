import Link from 'next/link'
import { getCurrentUser } from '@/features/account/session'
import { fillCount } from '@/features/i18n/config'
import { getMessages } from '@/features/i18n/server'
import { env } from '@/lib/env'
import { isAdminUser } from '@/payload/access'
import { getShopPayload } from '@/payload/shop-payload'
import { confirmTotp, renewRecoveryCodes, turnOffTwoFactor } from './actions'
import { newEnrolment } from './enrolment'
import { CodeConfirmForm, TotpSetupForm } from './SecurityForms'
import { factorState } from './store'

/** /account-security: how the account signs in; an operator's authenticator app and recovery codes (issue 42). */
export async function SecurityPage({ setup, off }: { setup: boolean; off: boolean }) {
  const [user, { t }] = await Promise.all([getCurrentUser(), getMessages()])
  if (!user) return null
  const s = t.account.security
  const texts = { second: t.auth.second, security: s }
  const operator = isAdminUser(user)
  const state = operator ? await factorState(await getShopPayload(), user.id) : null
  return (
    <>
      <h1>{s.title}</h1>
      <p>{s.intro}</p>
      {off ? (
        <p className="notice" role="status">
          {s.turnedOff}
        </p>
      ) : null}
      <section aria-labelledby="security-app">
        <h2 id="security-app">{s.appTitle}</h2>
        {!state ? (
          <p className="muted">{s.operatorsOnly}</p>
        ) : state.totp ? (
          <>
            <p>{s.appOn}</p>
            <p className="muted">{fillCount(s.recoveryLeft, { count: state.recoveryLeft })}</p>
            <CodeConfirmForm action={renewRecoveryCodes} label={s.newCodes} t={texts} />
            {env.requireOperator2fa ? (
              <p className="muted">{s.required}</p>
            ) : (
              <CodeConfirmForm action={turnOffTwoFactor} label={s.turnOff} t={texts} danger />
            )}
          </>
        ) : (
          <>
            <p>{s.appOff}</p>
            {env.requireOperator2fa ? <p className="muted">{s.required}</p> : null}
            {setup ? (
              <TotpSetupForm action={confirmTotp} enrolment={await newEnrolment(user)} t={texts} />
            ) : (
              <Link className="btn" href="/account-security?setup=1">
                {s.setUp}
              </Link>
            )}
          </>
        )}
      </section>
    </>
  )
}
