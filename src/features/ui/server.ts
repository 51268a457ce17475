// The ui feature's public face on the server (data, jobs, hooks): never imported by client code, safe outside a request.
export { OperatorNav } from './OperatorNav'
export { emailButton, emailLayout, escapeHtml, linkMessage } from './email-layout'
