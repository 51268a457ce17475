// The cart feature's public face: what other features and the routes may import (client-safe modules).
export { codeText } from './code-text'
export { lineFromProduct } from './line'
export { discountLabel, lineDescription, linePaid, orderItemFrom, type OrderLine, orderLines } from './order-lines'
export { problemLabel, problemText } from './problem-text'
export { setPrice } from './rules'
