// The pricing feature's public face on the server (data, jobs, hooks): never imported by client code, safe outside a request.
export { isBoundaryCall, revalidateSales, watchSaleBoundaries } from './boundaries'
export { recordCategoryHistory } from './category-history'
export { applyCode, type CodeLookup, type CodeOutcome } from './codes'
export { getSales, loadOffers, recordPriceHistory, salePrices, type StoredOffer } from './data'
export { salePriceRule } from './price-guard'
export { applyOffers, freeShippingFrom, type Offer } from './offers'
export { customerKeys, holdCode, releaseCode, toDiscountCode, typedCode } from './redemptions'
export { pieceSaleTerms, priceEpoch, type PieceSaleTerm, type ShownReduction } from './sale'
export {
  codeFieldRule,
  normaliseStoredCode,
  offersChanged,
  saleBeforeDelete,
  saleFieldRule,
  salesSaved,
} from './schema-behaviour'
export { fillShippingFigures } from './shipping-text'
export { shippingBandsRule, shippingBoxesRule, shippingZonesRule } from './rates-behaviour'
