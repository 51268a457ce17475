// The tax feature's public face on the server (data, jobs, hooks): never imported by client code, safe outside a request.
export { regimeText } from './regime-text'
export { checkVies, type ViesAnswer } from './vies'
