// The dealers feature's public face: what other features and the routes may import (client-safe modules).
export { missingToMinimum, nearestCases, tradeCatalog, tradePrices, tradeRates } from './trade'
