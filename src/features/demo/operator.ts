import type { Payload } from 'payload'
import { env } from '@/lib/env'
import { log } from '@/lib/logger'

export async function ensureOperator(payload: Payload) {
  const email = env.adminEmail.toLowerCase()
  const found = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    overrideAccess: true,
  })
  if (found.docs.length) return
  if (env.isProduction && !process.env.SHOP_ADMIN_PASSWORD) {
    log.warn(
      '!!! SECURITY WARNING: the operator account uses the DEFAULT password. Set SHOP_ADMIN_EMAIL and SHOP_ADMIN_PASSWORD before going live !!!',
    )
  }
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: {
      email,
      password: env.adminPassword,
      role: 'admin',
      verified: true,
      firstName: 'Operatore',
      lastName: 'Vetrina',
    } as never,
  })
  log.info('operator account created', { email })
}
