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
  boxProblem,
  MAX_PIECES,
  packParcels,
  UNWEIGHED_PIECE_GRAMS,
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
export {
  cartSummary,
  parcelsTo,
  quoteShipping,
  tableOf,
  zoneMaxGrams,
  type ShippingProblem,
  type ShippingQuote,
} from './quote-shipping'
export {
  packingType,
  parcelLineOf,
  type OrderParcelLine,
  type PieceFacts,
  type ProductParcelFacts,
} from './parcels-lines'
export { DEFAULT_PACKAGING } from './shipping'
