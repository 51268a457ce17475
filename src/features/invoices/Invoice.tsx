import { fill, formatPrice } from '@/i18n/config'
import { regimeText } from '@/features/tax/server'
import { LOCALES, type Lang } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'
import { countryName } from '@/lib/geo'
import { Picture } from '@/lib/picture'
import type { InvoiceModel } from './model'

/**
 * The order's document on the success page: the order receipt of a consumer sale, or the courtesy copy
 * of the e-invoice when the customer asked for one. Amounts in EUR (it-IT in Italian, de-DE in English),
 * VAT shown separately.
 */
export function Invoice({ model: m, t, lang }: { model: InvoiceModel; t: Messages; lang: Lang }) {
  const i = t.invoice
  const regime = regimeText(m.regime, lang)
  const money = (n: number) => formatPrice(n, LOCALES[lang].invoiceMoney)
  return (
    <section className="panel invoice" aria-labelledby="invoice-title">
      <div className="row-between">
        <Picture src="/logo.svg" alt="Vetrina" width={160} height={40} />
        <div>
          <h2 id="invoice-title">{m.kind === 'invoice' ? i.title : i.receiptTitle}</h2>
          <p>
            {m.kind === 'invoice' ? i.number : i.receiptNumber}{' '}
            <strong data-testid={m.kind === 'invoice' ? 'invoice-number' : 'receipt-number'}>{m.number}</strong>
            <br />
            {i.date}: {m.date}
          </p>
        </div>
      </div>
      <div className="grid-2">
        <p>
          <strong>{i.supplier}</strong>
          <br />
          {m.supplier.name}
          <br />
          {m.supplier.address}
          <br />
          {i.vatNumber} {m.supplier.vatNumber}
          {m.supplier.registration[lang].map((line) => (
            <span key={line}>
              <br />
              {line}
            </span>
          ))}
        </p>
        <p>
          <strong>{i.customer}</strong>
          <br />
          {m.customer.name}
          {[...m.customer.lines, countryName(m.customer.country, LOCALES[lang].intl)].filter(Boolean).map((l) => (
            <span key={l}>
              <br />
              {l}
            </span>
          ))}
          {m.customer.company ? (
            <>
              <br />
              {m.customer.company} · {i.vatNumber} {m.customer.vatNumber}
            </>
          ) : null}
          {m.customer.codiceFiscale ? (
            <>
              <br />
              {i.codiceFiscale} {m.customer.codiceFiscale}
            </>
          ) : null}
        </p>
      </div>
      {/* On a narrow phone the table scrolls inside its own box (the page itself never scrolls sideways). */}
      <div className="table-scroll" role="region" aria-labelledby="invoice-title" tabIndex={0}>
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{i.description}</th>
              <th scope="col">{i.sku}</th>
              <th scope="col">{m.net ? i.priceNet : i.price}</th>
              <th scope="col">{i.quantity}</th>
              <th scope="col">{i.total}</th>
            </tr>
          </thead>
          <tbody>
            {m.lines.map((l, n) => (
              <tr key={n}>
                <td>{l.description}</td>
                <td>{l.sku}</td>
                <td>{money(l.price)}</td>
                <td>{l.quantity}</td>
                <td>{money(l.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="totals">
        <div className="row-between">
          <dt>{i.subtotal}</dt>
          <dd>{money(m.subtotal)}</dd>
        </div>
        {m.discount > 0 ? (
          <div className="row-between">
            <dt>{fill(i.discount, { code: m.discountLabel })}</dt>
            <dd data-testid="invoice-discount">−{money(m.discount)}</dd>
          </div>
        ) : null}
        <div className="row-between">
          <dt>{i.shipping}</dt>
          <dd>{money(m.shipping)}</dd>
        </div>
        <div className="row-between">
          <dt>{i.taxable}</dt>
          <dd>{money(m.taxable)}</dd>
        </div>
        <div className="row-between">
          <dt>{regime.vat}</dt>
          <dd data-testid="invoice-vat">{money(m.vat)}</dd>
        </div>
        <div className="row-between total">
          <dt>{i.totalAmount}</dt>
          <dd data-testid="invoice-total">{money(m.total)}</dd>
        </div>
      </dl>
      {regime.note ? (
        <p className="muted small" data-testid="regime-note">
          {regime.note}
        </p>
      ) : null}
      <p className="muted small" data-testid="document-note">
        {m.kind === 'invoice' ? i.courtesyCopy : i.receiptNote}
      </p>
    </section>
  )
}
