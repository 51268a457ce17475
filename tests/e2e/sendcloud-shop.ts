import fs from 'node:fs'
import { expect } from '@playwright/test'
import { startShop } from '../../scripts/shop-process.mjs'
import { startSendcloudFake } from '../support/sendcloud-fake.mjs'

/**
 * A shop of its own whose Sendcloud keys and SENDCLOUD_API_URL point at a local fake of Sendcloud's API v3
 * (tests/support/sendcloud-fake.mjs), with the carrier settings the spec needs saved by the operator through
 * /cms's API — the carriers, pickup points and returns journeys each run one. Every other spec's shop has no
 * keys and ships by hand.
 */
export type SendcloudShop = {
  fake: Awaited<ReturnType<typeof startSendcloudFake>>
  shop: Awaited<ReturnType<typeof startShop>>
  stop: () => Promise<void>
}

export async function startSendcloudShop(
  name: string,
  carrierSettings: Record<string, unknown>,
): Promise<SendcloudShop> {
  const keys = { SENDCLOUD_PUBLIC_KEY: `pk_${name}_e2e`, SENDCLOUD_SECRET_KEY: `sk_${name}_e2e` }
  const fake = await startSendcloudFake({ publicKey: keys.SENDCLOUD_PUBLIC_KEY, secretKey: keys.SENDCLOUD_SECRET_KEY })
  const shop = await startShop({
    env: {
      DATABASE_URL: undefined,
      PAYLOAD_SECRET: `e2e-sendcloud-${name}`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '50',
      ALTCHA_COST: '200',
      ALTCHA_MAX_COUNTER: '500',
      ...keys,
      SENDCLOUD_API_URL: fake.base(),
    },
  })
  const login = await fetch(`${shop.base}/cms/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@vetrina.example', password: 'vetrina-admin' }),
  })
  const { token } = (await login.json()) as { token: string }
  const saved = await fetch(`${shop.base}/cms/api/globals/carrier-settings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify(carrierSettings),
  })
  expect(saved.ok).toBe(true)
  return {
    fake,
    shop,
    stop: async () => {
      await shop.stop()
      await fake.close()
      fs.rmSync(shop.dataDir, { recursive: true, force: true })
    },
  }
}
