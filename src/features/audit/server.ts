// The audit feature's public face on the server (data, jobs, hooks): never imported by client code, safe outside a request.
export { audited, auditedGlobal } from './audited'
export { auditAction, recordAudit } from './record'
