import Link from 'next/link'
import { getCurrentUser } from '../session'
import { fillCount } from '@/i18n/config'
import { getMessages } from '@/i18n/server'
import { env } from '@/lib/env'
import { isAdminUser } from '@/payload/access'
import { getShopPayload } from '@/payload/shop-payload'
import { fill, formatDate } from '@/i18n/config'
import { AddPasskeyForm } from '../passkeys/AddPasskeyForm'
import { factorToConfirm } from '../passkeys/registration'
import { listPasskeys } from '../passkeys/service'
import { confirmTotp, removePasskeyAction, renamePasskeyAction, renewRecoveryCodes, turnOffTwoFactor } from './actions'
import { newEnrolment } from './enrolment'
import { CodeConfirmForm, TotpSetupForm } from './SecurityForms'
import { factorState } from './store'

/** /account-security: how the account signs in; an operator's authenticator app and recovery codes (issue 42). */
export async function SecurityPage({
  setup,
  off,
  removed,
  renamed,
}: {
  setup: boolean
  off: boolean
  removed: boolean
  /** A passkey's new name: saved, or refused (its length). */
  renamed?: 'done' | 'invalid'
}) {
  const [user, { t }] = await Promise.all([getCurrentUser(), getMessages()])
  if (!user) return null
  const s = t.account.security
  const texts = { second: t.auth.second, security: s, currentPassword: t.account.currentPassword }
  const operator = isAdminUser(user)
  const payload = await getShopPayload()
  const [state, passkeys] = await Promise.all([
    operator ? factorState(payload, user.id) : null,
    listPasskeys(payload, user.id),
  ])
  return (
    <>
      <h1>{s.title}</h1>
      <p>{s.intro}</p>
      {off || removed || renamed === 'done' ? (
        <p className="notice" role="status">
          {off ? s.turnedOff : removed ? s.passkeyRemoved : s.passkeyRenamed}
        </p>
      ) : null}
      {renamed === 'invalid' ? (
        <p className="form-msg error" role="alert">
          {s.passkeyNameInvalid}
        </p>
      ) : null}
      <section aria-labelledby="security-passkeys">
        <h2 id="security-passkeys">{s.passkeysTitle}</h2>
        <p>{s.passkeysIntro}</p>
        {operator ? <p className="muted">{s.operatorPasskey}</p> : null}
        {passkeys.length ? (
          <ul className="session-list" data-testid="passkeys">
            {passkeys.map((k) => (
              <li key={k.id} className="panel row-between">
                <div>
                  <p>
                    <strong>{k.name}</strong>
                  </p>
                  <p className="muted small">
                    {fill(s.passkeyAddedOn, { date: formatDate(k.createdAt) })}
                    {k.lastUsedAt ? ` · ${fill(s.passkeyUsed, { date: formatDate(k.lastUsedAt) })}` : ''}
                  </p>
                  <details className="passkey-rename">
                    <summary aria-label={fill(s.renamePasskeyLabel, { name: k.name })}>{s.renamePasskey}</summary>
                    <form action={renamePasskeyAction} className="row-gap">
                      <input type="hidden" name="passkey" value={k.id} />
                      <p className="field">
                        <label htmlFor={`passkey-${k.id}-name`}>{s.newPasskeyName}</label>
                        <input
                          id={`passkey-${k.id}-name`}
                          name="name"
                          defaultValue={k.name}
                          required
                          maxLength={60}
                          autoComplete="off"
                        />
                      </p>
                      <button type="submit" className="btn">
                        {s.savePasskeyName}
                      </button>
                    </form>
                  </details>
                </div>
                <form action={removePasskeyAction}>
                  <input type="hidden" name="passkey" value={k.id} />
                  <button
                    type="submit"
                    className="btn btn-outline"
                    aria-label={fill(s.removePasskeyLabel, { name: k.name })}
                  >
                    {s.removePasskey}
                  </button>
                </form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{s.noPasskeys}</p>
        )}
        <AddPasskeyForm
          t={s}
          labels={{ password: t.account.currentPassword, code: t.auth.second.code, codeHint: t.auth.second.codeHint }}
          factor={await factorToConfirm(payload, user)}
          google={user.provider === 'google'}
        />
      </section>
      {state ? (
        <section aria-labelledby="security-app">
          <h2 id="security-app">{s.appTitle}</h2>
          {state.totp ? (
            <>
              <p>{s.appOn}</p>
              <p className="muted">{fillCount(s.recoveryLeft, { count: state.recoveryLeft })}</p>
              <CodeConfirmForm
                action={renewRecoveryCodes}
                label={s.newCodes}
                t={texts}
                password
                google={user.provider === 'google'}
              />
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
                <TotpSetupForm
                  action={confirmTotp}
                  enrolment={await newEnrolment(user)}
                  t={texts}
                  google={user.provider === 'google'}
                />
              ) : (
                <Link className="btn" href="/account-security?setup=1">
                  {s.setUp}
                </Link>
              )}
            </>
          )}
        </section>
      ) : null}
    </>
  )
}
