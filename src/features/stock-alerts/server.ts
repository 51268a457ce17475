// The stock-alerts feature's public face on the server (data, jobs, hooks): never imported by client code, safe outside a request.
export { afterStockChange, askForAlert, confirmAlert, sendDueAlerts, stopAlert } from './data'
export { dropAlertsBeforeDelete, sendAlertsAfterChange } from './hooks'
export { alertSchema, plausibleEmail } from './schema'
export { statusText } from './status'
