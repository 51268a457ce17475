import type { Messages } from './en'
import { shell } from './it/shell'
import { account } from './it/account'
import { orders } from './it/orders'
import { cart } from './it/cart'
import { wishlist } from './it/wishlist'
import { catalog } from './it/catalog'
import { content } from './it/content'
import { checkout } from './it/checkout'
import { invoices } from './it/invoices'
import { forms } from './it/forms'
import { operator } from './it/operator'
import { search } from './it/search'
import { stockAlerts } from './it/stock-alerts'
import { reviews } from './it/reviews'
import { legal } from './it/legal'
import { mails } from './it/mails'
import { webVitals } from './it/web-vitals'
import { carriers } from './it/carriers'
import { returns } from './it/returns'

/** Italian texts, one file per feature folder (see ./it/). */
export const it: Messages = {
  ...shell,
  ...account,
  ...orders,
  ...cart,
  ...wishlist,
  ...catalog,
  ...content,
  ...checkout,
  ...invoices,
  ...forms,
  ...operator,
  ...search,
  ...stockAlerts,
  ...reviews,
  ...legal,
  ...mails,
  ...webVitals,
  ...carriers,
  ...returns,
}
