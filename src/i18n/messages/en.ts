import { shell } from './en/shell'
import { account } from './en/account'
import { orders } from './en/orders'
import { cart } from './en/cart'
import { wishlist } from './en/wishlist'
import { catalog } from './en/catalog'
import { content } from './en/content'
import { checkout } from './en/checkout'
import { invoices } from './en/invoices'
import { forms } from './en/forms'
import { operator } from './en/operator'
import { search } from './en/search'
import { stockAlerts } from './en/stock-alerts'
import { reviews } from './en/reviews'
import { legal } from './en/legal'
import { mails } from './en/mails'
import { webVitals } from './en/web-vitals'
import { carriers } from './en/carriers'
import { returns } from './en/returns'

/** English texts, one file per feature folder (see ./en/). Every other language has the same shape. */
export const en = {
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

export type Messages = typeof en
