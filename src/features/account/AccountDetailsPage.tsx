import { getMessages } from '@/i18n/server'
import { EmailForm } from './EmailForm'
import { PasswordForm } from './PasswordForm'
import { PersonalDataPanel } from './PersonalDataPanel'
import { getCurrentUser } from '@/features/sign-in/server'

export async function AccountDetailsPage({
  changed = false,
  email,
}: {
  changed?: boolean
  /** The outcome of an e-mail-change link (api/auth/confirm-email). */
  email?: 'changed' | 'invalid'
}) {
  const [user, { t }] = await Promise.all([getCurrentUser(), getMessages()])
  if (!user) return null
  const a = t.account
  const first = user.addresses?.[0]
  const phone = first?.phone?.number ? `${first.phone.code ?? ''} ${first.phone.number}`.trim() : a.nil
  return (
    <>
      <h1>{a.details}</h1>
      <dl className="readonly panel">
        <dt>{a.firstName}</dt>
        <dd>{user.firstName || '—'}</dd>
        <dt>{a.lastName}</dt>
        <dd>{user.lastName || '—'}</dd>
        <dt>{a.email}</dt>
        <dd>{user.email}</dd>
        <dt>{a.phone}</dt>
        <dd>{phone}</dd>
      </dl>
      {changed ? (
        <p className="notice" role="status">
          {a.passwordChanged}
        </p>
      ) : null}
      <EmailForm
        notice={
          email === 'changed'
            ? { ok: true, text: a.emailChanged }
            : email === 'invalid'
              ? { ok: false, text: a.emailLinkInvalid }
              : undefined
        }
      />
      <PasswordForm />
      {user.role === 'admin' ? null : <PersonalDataPanel google={user.provider === 'google'} />}
    </>
  )
}
