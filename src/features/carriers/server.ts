// The carriers feature's public face on the server (ADR 0042): shipping through a carrier platform, labels, tracking.
export { carrierPanel, type CarrierPanel } from './panel'
export { cancelShipment, shipmentLabel, shipOrder } from './ship'
export { handleTrackingWebhook } from './webhook'
export { cancelShipmentOfClosedOrder } from './closed'
export {
  type ConfirmedPoint,
  confirmPickupPoint,
  deliveryChoice,
  pickupZones,
  type PickupSearch,
  searchPickupPoints,
} from './pickup'
export { pickupPointIdSchema, pickupSearchSchema } from './pickup-points'
export { PAPER_SIZES, type PaperSize } from './types'
export { requestReturn, returnLabel, type ReturnLabelResult } from './returns'
// Whether the shop ships through Sendcloud (keys set, a zone uses it): the privacy page names it as a processor.
export { sendcloudInUse } from './privacy'
