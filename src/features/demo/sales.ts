import type { Payload } from 'payload'

/** The demo's sale: 20% off the lavender diffuser, from the seed for 90 days (no other spec sells it at a set price). */
export const DEMO_SALE = { url: 'bottiglia-diffusore-lavanda', percent: 20, days: 90 }

export async function seedSale(payload: Payload): Promise<void> {
  const product = (
    await payload.find({
      collection: 'products',
      where: { url: { equals: DEMO_SALE.url } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]
  if (!product) return
  const starts = new Date()
  await payload.create({
    collection: 'sales',
    overrideAccess: true,
    data: {
      name: 'Demo: diffusore in saldo',
      starts: starts.toISOString(),
      ends: new Date(starts.getTime() + DEMO_SALE.days * 86_400_000).toISOString(),
      appliesTo: 'products',
      products: [product.id],
      kind: 'percent',
      percent: DEMO_SALE.percent,
    },
  })
}

/** The demo's welcome code: 10% off from 30 € spent, once per customer (the README names it). */
export const DEMO_CODE = { code: 'BENVENUTO10', percent: 10, minSubtotal: 30 }

export async function seedCodes(payload: Payload): Promise<void> {
  const code = await payload.create({
    collection: 'discount-codes',
    overrideAccess: true,
    data: {
      code: DEMO_CODE.code,
      description: 'Demo: benvenuto, 10% da 30 € di spesa, una volta per cliente',
      kind: 'percent',
      percent: DEMO_CODE.percent,
      minSubtotal: DEMO_CODE.minSubtotal,
      maxPerCustomer: 1,
    },
  })
  // New newsletter subscribers get it by e-mail when they confirm (an operator setting).
  await payload.updateGlobal({ slug: 'shop-settings', overrideAccess: true, data: { welcomeCode: code.id } })
}
