// The drill's way into a running shop, as its operator and a guest buyer use it: Payload's REST API
// signed in as the operator, and the checkout paid with the test card.
import { ADMIN } from './restore-context.mjs'

/** The operator's `Authorization` header for a running shop (signed in through Payload's REST API). */
export async function operatorAuth(base) {
  const res = await fetch(`${base}/cms/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(ADMIN),
  })
  if (!res.ok) throw new Error(`operator sign-in refused: ${res.status}`)
  return `JWT ${(await res.json()).token}`
}

/** The operator's REST client of a running shop. */
export async function operator(base) {
  const auth = { 'content-type': 'application/json', origin: base, authorization: await operatorAuth(base) }
  return async (p, init = {}) => {
    const r = await fetch(`${base}${p}`, { ...init, headers: { ...auth, ...init.headers } })
    if (!r.ok) throw new Error(`${init.method ?? 'GET'} ${p}: ${r.status} ${await r.text()}`)
    return r.json()
  }
}

const billing = (i, invoice) => ({
  firstName: 'Drill',
  lastName: `Buyer${i}`,
  email: `restore-drill-${i}@example.com`,
  country: 'Italy',
  state: 'Lombardia',
  city: 'Milano',
  address: 'Via Ripristino 1',
  zip: '20100',
  ...(invoice ? { invoice: 'yes', azienda: `Drill ${i} S.r.l.`, piva: '01234567897', sdi: 'M5UXCR1' } : {}),
})

/** A guest's order of one piece of `productId` (and its payment with the test card unless `pay` is false). */
export async function buy(base, productId, i, { invoice = true, pay = true } = {}) {
  const json = { 'content-type': 'application/json', origin: base }
  const res = await fetch(`${base}/api/create-checkout-session`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ cart: [{ id: String(productId), quantity: 1 }], billingData: billing(i, invoice) }),
  })
  const body = await res.json()
  if (!res.ok) throw new Error(`checkout ${i}: ${res.status} ${JSON.stringify(body)}`)
  const session = body.url.split('/').pop()
  if (!pay) return { orderId: body.orderId, session }
  const paid = await fetch(`${base}/api/pay/test`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ session, card: '4242 4242 4242 4242' }),
  })
  return { orderId: body.orderId, session, paid: paid.status }
}
