import type { Messages } from '@/i18n/messages/index'

/** What the sign-in endpoint sends when an operator's app must be set up (features/sign-in/two-factor/enrolment.ts). */
export type EnrolmentOffer = { ticket: string; secret: string; uri: string; qrSvg: string }

/**
 * The sign-in dialog's second step for an operator: the code field, after the QR code to scan when the
 * authenticator app is being set up. The dialog's own form sends it with the e-mail and password given.
 */
export function SecondFactorFields({
  id,
  t,
  enrolment,
  describedBy,
}: {
  id: string
  t: Messages['auth']['second']
  enrolment: EnrolmentOffer | null
  describedBy?: string
}) {
  return (
    <>
      {enrolment ? (
        <>
          <p>{t.enrol}</p>
          {/* The QR code is the server's SVG of the otpauth address (uqr): no script, no remote image. */}
          <div
            className="qr-code"
            role="img"
            aria-label={t.qrAlt}
            dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
          />
          <p className="muted small">
            {t.manual} <code className="secret-key">{enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
          </p>
          <input type="hidden" name="enrolTicket" value={enrolment.ticket} />
        </>
      ) : null}
      <p className="field">
        <label htmlFor={`${id}-code`}>{t.code}</label>
        <input
          id={`${id}-code`}
          name="code"
          type="text"
          required
          autoFocus
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={20}
          aria-describedby={[`${id}-code-hint`, describedBy].filter(Boolean).join(' ')}
        />
        <span id={`${id}-code-hint`} className="muted small">
          {enrolment ? t.needed : t.codeHint}
        </span>
      </p>
    </>
  )
}

/** The recovery codes of an app just set up, shown once. */
export function RecoveryCodesList({ codes, t }: { codes: string[]; t: Messages['auth']['second'] }) {
  return (
    <>
      <p>{t.recoveryText}</p>
      <ol className="recovery-codes" data-testid="recovery-codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
    </>
  )
}
