// The operator feature's public face on the server (data, jobs, hooks): never imported by client code, safe outside a request.
export { ExportsPanel, LowStockPanel } from './OperatorPanels'
export { deliverAndInvite } from './deliver'
export { dayRange, exportCsv, isExportKind, RANGED_EXPORTS } from './exports'
export { lowStock, type LowStockRow } from './low-stock'
