import { cached, cacheTags } from '@/lib/cache'
import { env } from '@/lib/env'
import type { Seller } from '@/lib/seller'
import { getShopPayload } from '@/payload/shop-payload'
import type { Seller as SellerDoc } from '@/payload-types'

/** The stored settings as the pure Seller (missing fields empty; the contact e-mail defaults to SHOP_INFO_EMAIL). */
export function toSeller(doc: Partial<SellerDoc>): Seller {
  return {
    name: doc.name ?? '',
    street: doc.street ?? '',
    zip: doc.zip ?? '',
    city: doc.city ?? '',
    province: doc.province ?? '',
    country: doc.country ?? 'Italia',
    vatNumber: doc.vatNumber ?? '',
    codiceFiscale: doc.codiceFiscale ?? '',
    reaOffice: doc.reaOffice ?? '',
    reaNumber: doc.reaNumber ?? '',
    shareCapital: doc.shareCapital ?? 0,
    shareholders: doc.shareholders === 'SU' ? 'SU' : 'SM',
    liquidation: doc.liquidation === 'LS' ? 'LS' : 'LN',
    pec: doc.pec ?? '',
    email: doc.email || env.shopInfoEmail,
    phone: doc.phone ?? '',
    taxRegime: doc.taxRegime ?? 'RF01',
    oss: Boolean(doc.oss),
    iban: doc.iban ?? '',
    bankName: doc.bankName ?? '',
  }
}

/** The seller's settings from /cms, cached until they are saved. */
export const getSeller = (): Promise<Seller> =>
  cached(
    async () => toSeller(await (await getShopPayload()).findGlobal({ slug: 'seller', depth: 0 })),
    ['seller'],
    [cacheTags.global('seller')],
  )()
