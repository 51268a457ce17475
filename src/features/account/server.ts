// The account feature's public face on the server (data, jobs, hooks): never imported by client code, safe outside a request.
export { confirmEmailChange } from './email-change'
export { exportPersonalData } from './personal-data'
export { shellUser } from './shell-user'
