import type { Messages } from './en'
import { shell } from './it/shell'
import { catalog } from './it/catalog'
import { cart } from './it/cart'
import { account } from './it/account'
import { checkout } from './it/checkout'
import { forms } from './it/forms'

/** Italian texts, one file per domain (see ./it/). */
export const it: Messages = { ...shell, ...catalog, ...cart, ...account, ...checkout, ...forms }
