// The sign-in feature's public face on the server (data, jobs, hooks): never imported by client code, safe outside a request.
export { authSchemas } from './auth-schemas'
export {
  login,
  logout,
  requestPasswordReset,
  resetPassword,
  sessionCookieObject,
  signup,
  verifyEmail,
} from './auth-service'
export { authSessionStore } from './auth-sessions'
export {
  finishFlow,
  FLOW_COOKIE,
  googleConfigured,
  GoogleSignInRefused,
  readFlow,
  signInWithClaims,
  startFlow,
} from './google'
export { attestationSchema, passkeyAnswer, passkeyName } from './passkeys/schemas'
export { authenticationOptions, finishRegistration } from './passkeys/service'
export { passkeySignIn } from './passkeys/sign-in'
export { isGuessablePassword } from './password-strength'
export { resendVerification } from './resend-verification'
export { safeReturnTo } from './return-to'
export { sendSecurityNotice } from './security-notice'
export { getCurrentUser, requireAdmin } from './session'
export { touchSession } from './sessions'
export { auditTwoFactor, requireSecondFactor } from './two-factor/gate'
export { afterFactorAdded, honourOperatorSessions, revokeWeakOperatorSessions } from './two-factor/session-guard'
export { disableTwoFactor } from './two-factor/store'
