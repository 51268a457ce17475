// The payments feature's public face: what other features and the routes may import (client-safe modules).
export {
  holdUntil,
  type Payment,
  PAYMENTS,
  termsDays,
  TRANSFER_SESSION_PREFIX,
  transferReference,
  transferRows,
} from './bank-transfer'
