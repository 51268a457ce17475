// The orders feature's public face on the server (data, jobs, hooks): never imported by client code, safe outside a request.
export { OrderCard } from './OrderCard'
export { OrderView } from './OrderView'
export { TrackingLink } from './TrackingLink'
export { expireLapsedOrders, expireUnopenedOrder } from './expiry'
export { acceptHeldPayment, markOrderPaid } from './fulfilment'
export { heldView, paidCents } from './held'
export { invoiceExport, MONTH, YEAR } from './invoice-export'
export { historyEntry, INITIAL_STATUS, ORDER_STATUSES, type OrderStatus, transitionsFrom } from './lifecycle'
export { renderOrderMail } from './mail'
export {
  type ActionResult,
  type CarrierShipment,
  deliverByCarrier,
  markCancelled,
  markDelivered,
  markShipped,
  markShippedByCarrier,
  unshipOrder,
  unshipByCarrier,
} from './operator'
export { remindPayment, sendPaymentReminders } from './payment-reminders'
export { dueOnTerms } from './payment-state'
export { isPaid, itemCount, listStatus } from './presentation'
export { keepSoldPieces, showLiveStock } from './product-stock'
export {
  orderRefunds,
  type RecordedRefund,
  recordRefund,
  refundableCents,
  type Restock,
  restockLines,
  restockSchema,
} from './refunds'
export { reorder } from './reorder'
export {
  attachPaymentSession,
  findCustomerOrder,
  findOrder,
  findOrderByPaymentIntent,
  findOrderBySession,
  findOrderForPayment,
  insertOrder,
  listCustomerOrders,
  listOrdersForOperator,
} from './repository'
export {
  claimDecision,
  deleteExpiredOrdersOf,
  deliveredNotInvited,
  detachOrdersOf,
  hasPendingOrder,
  markReviewInvited,
  releaseDecision,
} from './repository-lifecycle'
export {
  bestSellingLines,
  countOrdersCreatedBetween,
  countOrdersInStatuses,
  invoiceNumbers,
  oldestHeldPayments,
  orderCountsByUser,
  orderFactsBetween,
  ordersCreatedBetween,
  ordersWithCode,
  orderTotalsByStatus,
  refundsPerOrderSince,
} from './repository-reports'
export {
  findOrderByParcel,
  parcelStatuses,
  recordParcelStatus,
  recordTrackingStatus,
  setShipmentState,
} from './repository-shipment'
export { keepCodesOnOrders, refFromId } from './schema-behaviour'
export { releasePieces, reservePieces, stockUnits } from './stock'
export { acceptOnTerms, recordTransfer } from './transfer'
export { withdrawalWindow } from './withdrawal'
export { recordReturn, type ReturnRecord } from './repository-returns'
export { withdrawalLinesOf, withdrawalTokenFits } from './withdrawal'
// Told of every move, after its e-mails (features/carriers: a withdrawn or refunded order's shipment).
export { onOrderMoved } from './moved'
