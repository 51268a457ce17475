// The sign-in feature's public face for a request: server components and code that reads the page's language or cookies (App Directory only).
export { SessionsPage } from './SessionsPage'
export { endpoint } from './endpoint'
export { type ProofRefusal, startRegistration } from './passkeys/registration'
export { checkCurrentPassword } from './password-check'
export { SecurityPage } from './two-factor/SecurityPage'
