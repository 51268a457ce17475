// The ops feature's public face on the server (data, jobs, hooks): never imported by client code, safe outside a request.
export { collectShopMetrics, mayReadMetrics, PAID_STATUSES } from './metrics'
export { checkReadiness } from './readiness'
