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
