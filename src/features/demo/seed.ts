import type { Payload } from 'payload'
import { log } from '@/lib/logger'
import { products } from './catalog'
import { seedContent } from './content'
import { ensureFilterMeanings } from './filters'
import { ensureOperator } from './operator'
import { ensurePolicies } from './policy-pages'
import { seedProduct } from './products'
import { seedCodes, seedSale } from './sales'
import { ensureSeller } from './seller'
import { seedPriceLists } from './dealers'

export { ensureOperator }

/** Idempotent: the catalogue and content are created once (when there are no products yet); the operator when missing. */
export async function seed(payload: Payload): Promise<void> {
  await ensureOperator(payload)
  await ensurePolicies(payload)
  await ensureSeller(payload)
  await ensureFilterMeanings(payload)
  const existing = await payload.count({ collection: 'products', overrideAccess: true })
  if (existing.totalDocs > 0) return
  const started = Date.now()
  log.info('seeding demo catalogue and content')
  for (const [i, p] of products.entries()) await seedProduct(payload, p, i + 1)
  await seedSale(payload)
  await seedCodes(payload)
  await seedPriceLists(payload)
  await seedContent(payload)
  log.info('seed finished', { ms: Date.now() - started, products: products.length })
}
