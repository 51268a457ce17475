// The vitals feature's public face, client-safe (issue 56, real visits' Core Web Vitals): the page types,
// device classes and metric definitions with Google's thresholds, and the beacon's schema.
export {
  bucketOf,
  DEVICES,
  PAGE_TYPES,
  VITAL_NAMES,
  VITALS,
  type DeviceClass,
  type PageType,
  type VitalDefinition,
  type VitalName,
} from './definitions'
export { DESKTOP_FROM_PX, deviceOf, pageTypeOf, TABLET_FROM_PX } from './page-type'
export { BEACON_MAX_BYTES, beaconSchema, parseBeacon, type BeaconRefusal, type VitalsBeacon } from './beacon'
export { p75, quantileOfBuckets, type BucketCount } from './percentile'
