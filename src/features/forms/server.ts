// The forms feature's public face on the server (data, jobs, hooks): never imported by client code, safe outside a request.
export { NewsletterForm } from './NewsletterForm'
export { captchaNeeded, checkLimit } from './abuse'
export { newChallenge, recaptchaSiteKey, verifyCaptcha } from './captcha'
export { setSubscription, subscribe } from './newsletter'
export { requestEntries, storeAndForward, syncSubmissionStatus } from './submissions'
