// The tax feature's public face: what other features and the routes may import (client-safe modules).
export {
  type BuyerKind,
  chargedTotals,
  regimeSplit,
  storedRegime,
  taxableOf,
  vatOn,
  vatRegime,
  type VatRegime,
} from './regime'
export { splitVat } from './vat'
