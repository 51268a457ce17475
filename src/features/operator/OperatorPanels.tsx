import { fill } from '@/i18n/config'
import type { Messages } from '@/i18n/messages'
import { italianDay } from '@/features/invoices/server'
import { getShopSettings } from '@/features/settings/server'
import { getShopPayload } from '@/payload/shop-payload'
import { lowStock } from './low-stock'

/** Products and fragrances at or below the settings' low-stock threshold, each a link to its page in the CMS. */
export async function LowStockPanel({ t }: { t: Messages }) {
  const o = t.operator
  const [{ lowStock: threshold }, payload] = await Promise.all([getShopSettings(), getShopPayload()])
  const products = await payload.find({
    collection: 'products',
    locale: 'it',
    limit: 500,
    depth: 0,
    overrideAccess: true,
    select: { name: true, stock: true, instock: true, fragrance: true },
  })
  const rows = lowStock(products.docs, threshold)
  if (!rows.length) return null
  return (
    <section className="panel" aria-labelledby="low-stock-h">
      <h2 id="low-stock-h">{o.lowStockTitle}</h2>
      <p className="muted">{fill(o.lowStockIntro, { count: threshold })}</p>
      <ul className="low-stock">
        {rows.map((r) => {
          const name = r.fragrance ? `${r.name} · ${r.fragrance}` : r.name
          return (
            <li key={`${r.id}-${r.fragrance ?? ''}`}>
              <a href={`/cms/collections/products/${r.id}`} aria-label={fill(o.editInCms, { name })}>
                {name}
              </a>
              : {fill(o.pieces, { count: r.stock })}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/**
 * The exports, each a plain GET form or link (they download with or without JavaScript): the accountant's
 * monthly zip of e-invoices, the orders of a range of days, customers, confirmed subscribers, requests.
 */
export function ExportsPanel({ t }: { t: Messages }) {
  const a = t.admin
  const o = t.operator
  const today = italianDay(new Date())
  return (
    <section className="panel" aria-labelledby="export-h">
      <h2 id="export-h">{o.exportsTitle}</h2>
      <h3>{a.exportTitle}</h3>
      <form action="/api/admin/invoices/export" method="get" className="row-gap">
        <label htmlFor="export-month">{a.exportLabel}</label>
        <input
          id="export-month"
          name="month"
          type="month"
          required
          pattern="\d{4}-\d{2}"
          defaultValue={today.slice(0, 7)}
        />
        <button type="submit" className="btn">
          {a.exportButton}
        </button>
      </form>
      <h3>{o.orders}</h3>
      <form action="/api/admin/exports/orders" method="get" className="row-gap">
        <label htmlFor="export-from">{o.from}</label>
        <input id="export-from" name="from" type="date" required defaultValue={`${today.slice(0, 7)}-01`} />
        <label htmlFor="export-to">{o.to}</label>
        <input id="export-to" name="to" type="date" required defaultValue={today} />
        <button type="submit" className="btn">
          {o.ordersCsv}
        </button>
      </form>
      <h3>{o.auditTitle}</h3>
      <form action="/api/admin/exports/audit" method="get" className="row-gap">
        <label htmlFor="audit-from">{o.from}</label>
        <input id="audit-from" name="from" type="date" required defaultValue={`${today.slice(0, 7)}-01`} />
        <label htmlFor="audit-to">{o.to}</label>
        <input id="audit-to" name="to" type="date" required defaultValue={today} />
        <button type="submit" className="btn">
          {o.auditCsv}
        </button>
      </form>
      <ul className="row-gap">
        <li>
          <a href="/api/admin/exports/customers" download>
            {o.customersCsv}
          </a>
        </li>
        <li>
          <a href="/api/admin/exports/subscribers" download>
            {o.subscribersCsv}
          </a>
        </li>
        <li>
          <a href="/api/admin/exports/requests" download>
            {o.requestsCsv}
          </a>
        </li>
        <li>
          <a href="/api/admin/exports/codes" download>
            {o.codesCsv}
          </a>
        </li>
      </ul>
    </section>
  )
}
