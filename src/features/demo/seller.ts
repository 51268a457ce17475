import type { Payload } from 'payload'
import { env } from '@/lib/env'
import { DEMO_SELLER } from '@/lib/seller'
import { log } from '@/lib/logger'

/**
 * The seller settings are filled with the demo company the first time (a new shop, or one from before the
 * settings existed: what the footer held is kept). Once the operator has saved them they are left alone.
 */
export async function ensureSeller(payload: Payload): Promise<void> {
  const current = (await payload.findGlobal({ slug: 'seller', depth: 0, overrideAccess: true })) as unknown as Record<
    string,
    unknown
  >
  if (current.name && current.street) return
  // Fields the footer held before the settings existed (moved by the migration) are kept.
  const kept = Object.fromEntries(
    (['name', 'vatNumber', 'email', 'phone'] as const).filter((k) => current[k]).map((k) => [k, current[k]]),
  )
  const data = { ...DEMO_SELLER, email: env.shopInfoEmail, ...kept }
  await payload.updateGlobal({ slug: 'seller', data: data as never, overrideAccess: true })
  log.info('seller details filled with the demo company: edit them in /cms → Dati del venditore')
}
