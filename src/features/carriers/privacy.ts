import { cached, cacheTags } from '@/lib/cache'
import { getShopPayload } from '@/payload/shop-payload'
import { sendcloudConfigured } from './sendcloud'
import { carrierSettings } from './settings'

/**
 * Whether Sendcloud is one of the shop's processors (the privacy page names it, ADR 0042): a zone ships
 * with a Sendcloud option and the keys are set. The zones are read through the carrier settings' cache tag
 * first, so saving them in /cms re-renders the (cached) privacy page with the server's keys.
 */
export async function sendcloudInUse(): Promise<boolean> {
  const zones = await cached(
    async () => {
      const s = await carrierSettings(await getShopPayload())
      return [s.italy, s.abroad]
    },
    ['carrier-settings', 'zones'],
    [cacheTags.global('carrier-settings')],
  )()
  return sendcloudConfigured() && zones.some((z) => Boolean(z) && z !== 'manual')
}
