// The orders feature's client-safe public face: pure helpers other features and client components may import.
export {
  distanceText,
  hoursLines,
  hoursOf,
  type OpeningHours,
  orderPickupPoint,
  pickupAddress,
  type PickupKind,
  type PickupPoint,
  WEEKDAYS,
  type Weekday,
} from './pickup-point'
export { PickupPointCard } from './PickupPointCard'
export type { CarrierPanelData } from './CarrierShipment'
