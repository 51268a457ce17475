import type { Field } from 'payload'

/**
 * The count the operator's form showed (virtual, hidden): a save that sends it back unchanged keeps
 * the pieces sold since (features/products/stock-edit.ts, features/orders/product-stock.ts).
 */
export const stockSeenField: Field = { name: 'stockSeen', type: 'number', virtual: true, admin: { hidden: true } }
