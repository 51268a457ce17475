// The pricing feature's public face: what other features and the routes may import (client-safe modules).
export { PriceReduction } from './PriceReduction'
export {
  DEFAULT_SHIPPING,
  orderTotal,
  SHIPPING_ZONES,
  type ShippingRates,
  shippingZone,
  type ShippingZone,
  zoneFee,
} from './shipping'
export {
  MAX_PIECES,
  packParcels,
  sizeOf,
  type Box,
  type Packaging,
  type Parcel,
  type ParcelLine,
  type ParcelsResult,
  type Size,
} from './parcels'
export {
  bandPrice,
  bandsProblem,
  defaultRateTable,
  parcelsFee,
  zoneOf,
  zonesProblem,
  type Band,
  type RateZone,
} from './rates'
export { cartSummary, quoteShipping, tableOf, type ShippingProblem, type ShippingQuote } from './quote-shipping'
export { DEFAULT_PACKAGING } from './shipping'
