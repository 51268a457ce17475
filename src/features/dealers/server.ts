// The dealers feature's public face on the server (data, jobs, hooks): never imported by client code, safe outside a request.
export { DealerApproval } from './DealerApproval'
export { DealerOutcome } from './DealerForms'
export {
  activeDealer,
  type Dealer,
  getListedDealers,
  getProductTerms,
  getProductTermsOf,
  getTradeSettings,
} from './data'
export { mergeDealers } from './listing'
export { priceListCsv, priceListCsvParts, priceListPdf, priceListRows, type PriceListRow } from './price-list'
