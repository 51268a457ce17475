import type { Payload } from 'payload'
import { fill, formatDate, formatTime } from '@/i18n/config'
import type { Lang } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { listCustomerOrders } from '@/features/orders/server'
import { deleteExpiredOrdersOf, detachOrdersOf, hasPendingOrder } from '@/features/orders/server'
import { customerKeys } from '@/features/pricing/server'
import { emailLayout, escapeHtml } from '@/features/ui/server'
import { getSeller } from '@/features/seller/server'
import { env } from '@/lib/env'
import { log } from '@/lib/logger'
import { queueMail } from '@/services/queue-mail'
import type { Order, Product, User } from '@/payload-types'

/**
 * GDPR self-service (art. 15, 17, 20): the customer downloads what the shop holds on them, and deletes
 * their account. Orders are invoices' evidence and stay for the 10 years tax law requires (art. 2220
 * Civil Code, art. 17(3)(b) GDPR), detached from the account; everything else tied to the account goes.
 */

const productRef = (p: number | Product | null | undefined) =>
  p && typeof p === 'object' ? { name: p.name, url: `${env.siteUrl}/shop/${p.url}` } : null

function orderExport(o: Order) {
  return {
    id: o.id,
    placedAt: o.createdAt,
    status: o.status,
    language: o.locale,
    items: (o.items ?? []).map((i) => ({
      name: i.name,
      sku: i.sku,
      fragrance: i.fragrance || undefined,
      set: i.sets || undefined,
      price: i.price,
      quantity: i.quantity,
    })),
    subtotal: o.subtotal,
    shippingFee: o.shippingFee,
    total: o.totalAmount,
    note: o.note || undefined,
    email: o.email,
    billing: o.billingData,
    tracking: o.tracking?.code ? o.tracking : undefined,
    withdrawal: o.withdrawal?.at ? o.withdrawal : undefined,
    invoiceNumber: o.invoiceNumber || undefined,
    history: (o.history ?? []).map((h) => ({ status: h.status, at: h.at })),
  }
}

/** Everything the shop holds about this customer, as one JSON document (the "Download my data" file). */
export async function exportPersonalData(payload: Payload, user: User) {
  const mine = { user: { equals: user.id } }
  const theirs = { or: [mine, { email: { equals: user.email.toLowerCase() } }] }
  const [orders, carts, wishlists, subscriber, alerts, reviews] = await Promise.all([
    listCustomerOrders(payload, user),
    payload.find({ collection: 'carts', where: mine, depth: 1, limit: 1, overrideAccess: true }),
    payload.find({ collection: 'wishlists', where: mine, depth: 1, limit: 1, overrideAccess: true }),
    payload.find({
      collection: 'subscribers',
      where: { email: { equals: user.email.toLowerCase() } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    }),
    payload.find({ collection: 'stock-alerts', where: theirs, depth: 1, limit: 200, overrideAccess: true }),
    payload.find({ collection: 'reviews', where: mine, depth: 1, limit: 500, overrideAccess: true }),
  ])
  const sub = subscriber.docs[0]
  const cart = carts.docs[0]
  const wishlist = wishlists.docs[0]
  return {
    format: 'vetrina-personal-data/1',
    exportedAt: new Date().toISOString(),
    controller: `${(await getSeller()).name}, ${env.shopInfoEmail}`,
    profile: {
      email: user.email,
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      emailVerified: Boolean(user.verified),
      signInWith: user.provider ?? 'password',
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    },
    addresses: (user.addresses ?? []).map(({ id: _id, ...a }) => a),
    orders: orders.map(orderExport),
    cart: cart
      ? {
          items: (cart.items ?? []).map((i) => ({
            product: productRef(i.product),
            quantity: i.quantity,
            fragrance: i.fragrance || undefined,
            set: i.sets || undefined,
          })),
          note: cart.note || undefined,
        }
      : null,
    wishlist: wishlist ? (wishlist.items ?? []).map((i) => productRef(i.product)) : [],
    newsletter: sub
      ? { email: sub.email, status: sub.status, language: sub.lang, since: sub.createdAt, confirmedAt: sub.confirmedAt }
      : null,
    backInStockAlerts: alerts.docs.map((a) => ({
      product: productRef(a.product),
      fragrance: a.fragranceName || undefined,
      status: a.status,
      language: a.lang,
      since: a.createdAt,
      sentAt: a.sentAt ?? undefined,
    })),
    reviews: reviews.docs.map((r) => ({
      product: productRef(r.product),
      rating: r.rating,
      text: r.text,
      shownAs: r.author,
      status: r.status,
      writtenAt: r.writtenAt,
      editedAt: r.editedAt ?? undefined,
    })),
  }
}

export type DeleteRefusal = 'operator' | 'pending-order'

/**
 * Deletes the account: its unpaid expired orders, cart, wishlist and newsletter subscription, then the
 * user (its sessions go with it). The other orders are kept, detached from the account (so an account
 * created later, which may get the same id, does not own them). Each step can be repeated, so an interrupted deletion is finished by the
 * next attempt. The customer gets a confirmation by e-mail, through the outbox.
 */
export async function deleteAccount(
  payload: Payload,
  user: User,
  lang: Lang,
): Promise<{ ok: true; keptOrders: number } | { ok: false; reason: DeleteRefusal }> {
  if (user.role === 'admin') return { ok: false, reason: 'operator' }
  const mine = { user: { equals: user.id } }
  // An order still waiting for its payment would be paid with nobody to tell: let it be paid or expire.
  if (await hasPendingOrder(payload, user.id)) return { ok: false, reason: 'pending-order' }
  // Orders never paid are no record of a sale: they go; the others stay, without the account.
  await deleteExpiredOrdersOf(payload, user.id)
  const keptOrders = await detachOrdersOf(payload, user.id)
  for (const collection of ['carts', 'wishlists'] as const)
    await payload.delete({ collection, where: mine, overrideAccess: true })
  await payload.delete({
    collection: 'subscribers',
    where: { email: { equals: user.email.toLowerCase() } },
    overrideAccess: true,
  })
  // Alerts and reviews are the person's words and wishes: they go with the account (orders stay).
  await payload.delete({
    collection: 'stock-alerts',
    where: { or: [mine, { email: { equals: user.email.toLowerCase() } }] },
    overrideAccess: true,
  })
  await payload.delete({ collection: 'reviews', where: mine, overrideAccess: true })
  // The account's uses of codes (its e-mail address's stay and still count): nobody later holds them.
  await payload.delete({
    collection: 'code-uses',
    where: { customer: { in: customerKeys(user) } },
    overrideAccess: true,
  })
  await payload.delete({ collection: 'users', id: user.id, overrideAccess: true })
  log.info('account deleted by its owner', { user: user.id, keptOrders })
  await queueMail(payload, await deletionMail(user, lang, keptOrders), `account-deleted:${user.id}:${user.createdAt}`)
  return { ok: true, keptOrders }
}

async function deletionMail(user: User, lang: Lang, keptOrders: number) {
  const t = messages[lang].account
  const now = new Date().toISOString()
  const text = fill(t.deletedMailText, {
    name: user.firstName ?? '',
    email: user.email,
    date: formatDate(now),
    time: formatTime(now),
    count: String(keptOrders),
  })
  return {
    to: user.email,
    replyTo: env.shopInfoEmail,
    subject: t.deletedMailSubject,
    text,
    html: await emailLayout(lang, t.deletedMailSubject, `<p>${escapeHtml(text)}</p>`),
  }
}
