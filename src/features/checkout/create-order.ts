import type { Payload } from 'payload'
import { quote, readAccountCart } from '@/features/cart/server'
import type { LineKey } from '@/features/cart/server'
import { fill, formatPrice } from '@/i18n/config'
import { activeDealer, getTradeSettings } from '@/features/dealers/server'
import { holdUntil, type Payment } from '@/features/payments'
import { dealerBilling } from './dealer-billing'
import { problemText } from '@/features/cart'
import { type Lang } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { historyEntry, INITIAL_STATUS } from '@/features/orders/server'
import { expireLapsedOrders } from '@/features/orders/server'
import { insertOrder } from '@/features/orders/server'
import { releasePieces, reservePieces, stockUnits } from '@/features/orders/server'
import type { Order, User } from '@/payload-types'
import type { PickupPoint } from '@/features/orders'
import { getSeller } from '@/features/seller/server'
import { chargedTotals } from '@/features/tax'
import { checkVies, type ViesAnswer } from '@/features/tax/server'
import { parseEuVat } from '@/lib/eu-vat'
import { billingRegime, type BillingData } from './billing'
import { countryIso } from '@/lib/geo'
import { orderItemFrom } from '@/features/cart'
import { codeText } from '@/features/cart'
import { customerKeys, holdCode, releaseCode, typedCode } from '@/features/pricing/server'
import { randomUUID } from 'node:crypto'
import { fromCents, toCents } from '@/lib/money'
import { paymentProvider } from '@/features/payments/server'

export type CreateOrderResult =
  { ok: true; order: Order } | { ok: false; status: number; error: string; fields?: Record<string, string> }

/**
 * Builds the order on the server from the cart as the server sees it (the account's cart
 * when signed in, else the browser's lines re-priced): catalogue prices, set prices, the
 * shipping rule, total = subtotal + shipping. Nothing the browser says about money is used.
 */
export async function createPendingOrder(
  payload: Payload,
  args: {
    lang: Lang
    user: User | null
    lines: LineKey[]
    note: string
    billing: BillingData
    /** The discount code the shopper typed, if any, and the client's address (the guessing limit). */
    code?: string
    ip?: string
    /** Card (the provider's checkout, by default) or bank transfer (dealers only, ADR 0026). */
    payment?: Payment
    /** The pickup point or locker as the carrier confirmed it by its id (ADR 0043); none: to the address. */
    pickupPoint?: PickupPoint
  },
): Promise<CreateOrderResult> {
  const t = messages[args.lang].checkout
  const codeRefused = (error: string, status = 409): CreateOrderResult => ({
    ok: false,
    status,
    error,
    fields: { code: error },
  })
  let keys = args.lines
  let note = args.note
  if (args.user) {
    const account = await readAccountCart(payload, args.user)
    keys = account.keys
    note = account.note || args.note
  }
  // The code is applied by the same quote as the cart's; a refused one refuses the order (the shopper
  // sees why and removes it), so nobody pays an amount other than the one shown.
  const customers = customerKeys(args.user, args.billing.email)
  const typed = await typedCode(payload, { typed: args.code, customers, ip: args.ip ?? '' })
  if (typed.blocked) return codeRefused(messages[args.lang].cart.codeTooMany, 429)
  const priced = await quote(args.lang, keys, { code: typed.lookup, user: args.user })
  if (!priced.lines.length) return { ok: false, status: 400, error: t.alertEmpty }
  if (priced.code && !priced.code.ok) return codeRefused(codeText(messages[args.lang], priced.code), 422)
  const bad = priced.lines.find((l) => l.problem)
  if (bad) return { ok: false, status: 409, error: problemText(messages[args.lang], bad) }
  // A dealer's cart below the minimum order is refused with what is missing (ADR 0026).
  if (priced.minimum?.missing)
    return {
      ok: false,
      status: 422,
      error: fill(messages[args.lang].cart.belowMinimum, {
        minimum: formatPrice(priced.minimum.amount),
        missing: formatPrice(priced.minimum.missing),
      }),
    }
  // A dealer's order is priced net and invoiced to the trade account (features/dealers).
  const trade = priced.basis === 'net'
  const transfer = args.payment === 'bank-transfer'
  if (transfer && !trade) return { ok: false, status: 403, error: t.transferDealersOnly }
  if (transfer && !(await getSeller()).iban) return { ok: false, status: 409, error: t.transferUnavailable }
  const dealer = trade ? await activeDealer(args.user, payload) : null
  const billing = dealer ? dealerBilling(args.billing, dealer) : args.billing
  // The VAT regime (features/tax/regime.ts): an EU business's number is asked of VIES first; a
  // number VIES says is not registered cannot buy VAT-free, VIES out of reach never blocks the sale.
  const regime = billingRegime(billing, (await getSeller()).oss)
  let vies: ViesAnswer | null = null
  if (regime.kind === 'intra-eu') {
    const id = parseEuVat(billing.vatId)!
    vies = await checkVies(id.prefix, id.number)
    if (vies === 'invalid') return { ok: false, status: 422, error: t.viesInvalid, fields: { vatId: t.viesInvalid } }
  }
  // The fee of the cart's parcels to the billing country (ADR 0041); none: too heavy or large to ship at a set price.
  const fee = priced.shippingByCountry[countryIso(billing.country) ?? ''] ?? null
  if (fee === null) return { ok: false, status: 422, error: t.shippingAsk }
  // Catalogue and shipping prices include VAT; an intra-EU supply is charged net of it (line by line).
  const amounts = chargedTotals(priced.lines, fee, regime, trade)
  // A card total below what the provider can charge (Stripe: 0,50 €) is refused before anything is held.
  const minimum = transfer ? 0 : (paymentProvider().minimumCents ?? 0)
  if (toCents(amounts.total) < minimum)
    return { ok: false, status: 422, error: fill(t.belowCardMinimum, { minimum: formatPrice(fromCents(minimum)) }) }
  // Orders whose reservation lapsed give their pieces back first; then this order takes its own,
  // all or nothing, in the database (several buyers of the last piece: one gets it).
  await expireLapsedOrders(payload)
  const pieces = await stockUnits(
    payload,
    priced.lines.map((l) => ({ productId: l.id, quantity: l.quantity, sets: l.sets, fragrance: l.fragrance })),
  )
  const reserved = await reservePieces(payload, pieces)
  if (!reserved.ok) {
    const short = priced.lines.find((l) => l.id === reserved.productId)
    return { ok: false, status: 409, error: fill(t.outOfStock, { name: short?.name || reserved.productId }) }
  }
  // One use of the code is held with the pieces (features/pricing/redemptions.ts): the cap holds across processes.
  const code = priced.code?.ok && typed.lookup?.found ? typed.lookup.found : null
  const hold = code ? randomUUID() : null
  if (code && hold) {
    const held = await holdCode(payload, code, customers, hold)
    if (!held.ok) {
      await releasePieces(payload, pieces)
      return codeRefused(codeText(messages[args.lang], { typed: code.code, ok: false, reason: held.reason }))
    }
  }
  const b = billing
  // The code's part of the discount, charged the same way line by line (the codes' CSV counts only it).
  const codeDiscount = code
    ? chargedTotals(
        priced.lines.map((l) => ({ ...l, discount: l.codeDiscount ?? 0 })),
        0,
        regime,
        trade,
      ).discount
    : 0
  const order = await insertOrder(payload, {
    user: args.user?.id ?? null,
    email: b.email.toLowerCase(),
    locale: args.lang,
    trade,
    payment: transfer ? 'bank-transfer' : 'card',
    // A bank-transfer order holds its pieces for the dealer terms' days, not the card checkout's minutes;
    // a dealer granted payment terms pays by its due date, and the order is confirmed when placed
    // (checkout/transfer-order.ts).
    ...(transfer ? { holdUntil: holdUntil(new Date(), (await getTradeSettings()).transferDays) } : {}),
    ...(transfer && dealer?.paymentTermsDays ? { paymentDue: holdUntil(new Date(), dealer.paymentTermsDays) } : {}),
    items: priced.lines.map((l, i) => ({
      ...orderItemFrom(l),
      price: amounts.units[i],
      discount: amounts.discounts[i],
    })),
    subtotal: amounts.subtotal,
    // Offers and the code: each line's share above, their total and what they were here.
    discount: amounts.discount,
    ...(priced.offers.length ? { offers: priced.offers.map((o) => o.label).join(', ') } : {}),
    ...(code
      ? {
          discountCode: code.code,
          codeDiscount,
          discountRef: Number(code.id) || (code.id as never),
          discountHold: hold,
        }
      : {}),
    shippingFee: amounts.shipping,
    totalAmount: amounts.total,
    vat: {
      kind: regime.kind,
      rate: regime.rate,
      country: regime.country,
      ...(vies ? { vies: vies === 'valid' ? 'valid' : 'unavailable', viesCheckedAt: new Date().toISOString() } : {}),
    },
    note,
    // The carrier's own copy of the point (re-read by its id on the server), never the browser's.
    ...(args.pickupPoint
      ? {
          pickupPoint: {
            pointId: args.pickupPoint.id,
            carrier: args.pickupPoint.carrier,
            kind: args.pickupPoint.kind,
            name: args.pickupPoint.name,
            street: args.pickupPoint.street,
            postcode: args.pickupPoint.postcode,
            city: args.pickupPoint.city,
            country: args.pickupPoint.country,
            hours: args.pickupPoint.hours,
          },
        }
      : {}),
    billingData: {
      firstName: b.firstName,
      lastName: b.lastName,
      country: b.country,
      state: b.state,
      city: b.city,
      address: b.address,
      zip: b.zip,
      phone: b.phone,
      email: b.email.toLowerCase(),
      ...(b.invoice === 'yes' && b.buyer === 'person'
        ? { codiceFiscale: b.cf, pec: b.pec }
        : b.invoice === 'yes' && b.buyer === 'foreign'
          ? { azienda: b.azienda, vatId: b.vatId }
          : b.invoice === 'yes'
            ? {
                azienda: b.azienda,
                piva: b.piva.replace(/\s+/g, '').replace(/^IT/i, ''),
                sdi: b.sdi.toUpperCase(),
                pec: b.pec,
              }
            : {}),
    },
    history: [historyEntry(INITIAL_STATUS, args.user ? `customer:${args.user.id}` : 'guest')],
  }).catch(async (err: unknown) => {
    await releasePieces(payload, pieces)
    await releaseCode(payload, hold)
    throw err
  })
  return { ok: true, order }
}
