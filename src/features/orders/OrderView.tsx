import { fill, fillCount, formatDate, formatPrice } from '@/i18n/config'
import { storedRegime } from '@/features/tax'
import { regimeText } from '@/features/tax/server'
import { LOCALES, type Lang } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'
import { countryName } from '@/lib/geo'
import type { Order } from '@/payload-types'
import { transferReference } from '@/features/payments'
import { Picture } from '@/lib/picture'
import { discountLabel, orderLines } from '@/features/cart'
import { overdueOnTerms } from './payment-state'
import { detailStatus, itemCount } from './presentation'
import { TrackingLink } from './TrackingLink'
import { PickupPointCard } from './PickupPointCard'
import { orderPickupPoint } from './pickup-point'

/** The order detail shared by the customer's and the operator's pages; the operator view adds fragrance/set and contact data. */
export function OrderView({
  order: o,
  t,
  lang,
  operator = false,
}: {
  order: Order
  t: Messages
  lang: Lang
  operator?: boolean
}) {
  const a = t.account
  const status = operator ? ((o.status as keyof typeof a.statuses) ?? 'pending') : detailStatus(o)
  const b = o.billingData ?? {}
  // The carrier's latest tracking status (features/carriers' webhook), when a carrier platform ships it.
  const tracked = o.shipment?.status
  const shipmentStatus = tracked && tracked in t.carriers.status ? (tracked as keyof typeof t.carriers.status) : null
  const parcels = o.shipment?.parcels ?? []
  const vat = regimeText(storedRegime(o.vat), lang)
  return (
    <>
      <p className="row-gap">
        <span className={`status status-${status}`}>{a.statuses[status]}</span>
        <span>
          {a.tracking}: <TrackingLink tracking={o.tracking} na={a.na} />
        </span>
        {shipmentStatus ? (
          <span data-testid="shipment-status">
            {t.carriers.statusTitle}: {t.carriers.status[shipmentStatus]}
          </span>
        ) : null}
      </p>
      {parcels.length > 1 ? (
        // A shipment of several parcels: each with its own tracking and status (features/carriers, ADR 0042).
        <ol className="address-list" aria-label={t.carriers.parcelsTitle} data-testid="shipment-parcels">
          {parcels.map((p, n) => (
            <li key={p.parcelId ?? n}>
              <TrackingLink tracking={{ code: p.trackingNumber, link: p.trackingUrl }} na={a.na} />
              {p.status && p.status in t.carriers.status
                ? ` · ${t.carriers.status[p.status as keyof typeof t.carriers.status]}`
                : ''}
            </li>
          ))}
        </ol>
      ) : null}
      <p className="muted">
        {fillCount(a.items, { count: itemCount(o) })} · {fill(a.placedOn, { date: formatDate(o.createdAt) })}
      </p>
      <section className="panel" aria-labelledby="items-h">
        <h2 id="items-h">{a.itemsTitle}</h2>
        <ul className="address-list">
          {orderLines(o).map((i, n) => (
            <li key={n} className="drawer-line" style={{ gridTemplateColumns: '72px 1fr' }}>
              {i.image ? <Picture src={i.image} alt="" width={72} height={72} sizes="72px" /> : <span />}
              <div>
                <strong>{i.name}</strong>
                <p className="muted">
                  {i.type ? `${a.type}: ${i.type === 'boxed' ? t.cart.boxed : t.cart.unboxed} · ` : ''}
                  {a.sku}: {i.sku}
                  {operator && i.fragrance ? ` · ${t.cart.fragrance}: ${i.fragrance}` : ''}
                  {operator && i.sets ? ` · ${fill(t.product.setOf, { number: i.sets })}` : ''}
                </p>
                <p>
                  {formatPrice(i.price)} × {i.quantity}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <div className="grid-2">
        <section className="panel" aria-labelledby="pay-h">
          <h2 id="pay-h">{a.payment}</h2>
          <p data-testid="order-payment">
            {o.payment !== 'bank-transfer'
              ? a.paymentMethod
              : o.transferDate
                ? fill(a.paymentTransferPaid, { date: formatDate(o.transferDate) })
                : o.paymentDue
                  ? fill(a.paymentTerms, { date: formatDate(o.paymentDue), reference: transferReference(o) })
                  : fill(a.paymentTransfer, {
                      date: o.holdUntil ? formatDate(o.holdUntil) : '',
                      reference: transferReference(o),
                    })}
          </p>
          {overdueOnTerms(o) ? (
            <p className="error-text" data-testid="payment-overdue">
              {fill(a.paymentOverdue, { date: formatDate(o.paymentDue!) })}
            </p>
          ) : null}
          {o.trade ? <p className="muted small">{a.tradeNote}</p> : null}
          <dl className="readonly">
            <dt>{a.itemsTotal}</dt>
            <dd>{formatPrice(o.subtotal)}</dd>
            {o.discount ? (
              <>
                <dt>{fill(t.cart.discount, { code: discountLabel(o) })}</dt>
                <dd data-testid="order-discount">−{formatPrice(o.discount)}</dd>
              </>
            ) : null}
            <dt>{a.deliveryFees}</dt>
            <dd>{formatPrice(o.shippingFee)}</dd>
            <dt>{a.total}</dt>
            <dd>
              <strong>{formatPrice(o.totalAmount)}</strong>
            </dd>
          </dl>
          <p className="muted small" data-testid="order-vat">
            {vat.vat}
            {vat.note ? ` — ${vat.note}` : ''}
          </p>
        </section>
        <section className="panel" aria-labelledby="del-h">
          <h2 id="del-h">{a.delivery}</h2>
          {/* To a pickup point or locker (ADR 0043): the address below is the billing address. */}
          {orderPickupPoint(o) ? (
            <PickupPointCard order={o} t={t} lang={lang} headingLevel={3} />
          ) : (
            <p>{a.doorDelivery}</p>
          )}
          <p>
            {b.firstName} {b.lastName}
            <br />
            {b.address}
            <br />
            {b.zip} {b.city} {b.state ? `(${b.state})` : ''}
            <br />
            {countryName(b.country, LOCALES[lang].intl)}
          </p>
          {operator ? (
            <p>
              {o.email}
              <br />
              {b.phone}
              {b.azienda && b.vatId ? (
                <>
                  <br />
                  {b.azienda} · {b.vatId}
                </>
              ) : b.azienda ? (
                <>
                  <br />
                  {b.azienda} · P.IVA {b.piva} · SDI {b.sdi || '—'} · PEC {b.pec || '—'}
                </>
              ) : null}
              {b.codiceFiscale ? (
                <>
                  <br />
                  C.F. {b.codiceFiscale} · PEC {b.pec || '—'}
                </>
              ) : null}
              {o.vat?.vies ? (
                <>
                  <br />
                  {fill(o.vat.vies === 'valid' ? t.admin.viesValid : t.admin.viesUnavailable, {
                    date: formatDate(o.vat.viesCheckedAt ?? o.createdAt),
                  })}
                </>
              ) : null}
            </p>
          ) : null}
        </section>
      </div>
    </>
  )
}
