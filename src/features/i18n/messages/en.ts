import { shell } from './en/shell'
import { catalog } from './en/catalog'
import { cart } from './en/cart'
import { account } from './en/account'
import { checkout } from './en/checkout'
import { forms } from './en/forms'

/** English texts, one file per domain (see ./en/). The Italian dictionary must have the same shape. */
export const en = { ...shell, ...catalog, ...cart, ...account, ...checkout, ...forms }

export type Messages = typeof en
