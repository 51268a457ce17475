import type { User } from '@/payload-types'
import { startSendcloudFake } from '../support/sendcloud-fake.mjs'
import { shop } from './helpers'

/**
 * The shop connected to the local fake of Sendcloud's API (tests/support/sendcloud-fake.mjs) for one test
 * file, through the shop's real client: the fake started with the file's keys, the client pointed at it
 * (SENDCLOUD_API_URL, a timeout of `SENDCLOUD_TEST_TIMEOUT_MS`), the keys set and the carrier settings written. `disconnectSendcloud`
 * undoes all of it in the file's afterAll (carriers back to manual, no pickup points, no return labels).
 */
/**
 * The client's timeout in these tests, and how late the fake answers when a test wants a timeout. Long
 * enough that a loaded CI machine (the build and the PostgreSQL tests beside these) never times out a
 * call that should succeed; a test of the timeout costs it once.
 */
export const SENDCLOUD_TEST_TIMEOUT_MS = 3_000
export const LATER_THAN_TIMEOUT_MS = SENDCLOUD_TEST_TIMEOUT_MS + 1_500

export type SendcloudKeys = { SENDCLOUD_PUBLIC_KEY: string; SENDCLOUD_SECRET_KEY: string }
export type SendcloudFake = Awaited<ReturnType<typeof startSendcloudFake>>

/** The shop settings' carriers (global `carrier-settings`), written as the system. */
export const carrierSettings = async (data: Record<string, unknown>) =>
  (await shop()).updateGlobal({ slug: 'carrier-settings', overrideAccess: true, data })

/** The account's keys in the environment (`on`), or none: the shop then ships by hand. */
export function sendcloudKeys(keys: SendcloudKeys, on: boolean) {
  for (const [k, v] of Object.entries(keys))
    if (on) process.env[k] = v
    else delete process.env[k]
}

export async function connectSendcloud(keys: SendcloudKeys, settings: Record<string, unknown>): Promise<SendcloudFake> {
  const fake = await startSendcloudFake({ publicKey: keys.SENDCLOUD_PUBLIC_KEY, secretKey: keys.SENDCLOUD_SECRET_KEY })
  process.env.SENDCLOUD_API_URL = fake.base()
  process.env.SENDCLOUD_TIMEOUT_MS = String(SENDCLOUD_TEST_TIMEOUT_MS)
  sendcloudKeys(keys, true)
  await carrierSettings(settings)
  return fake
}

export async function disconnectSendcloud(keys: SendcloudKeys, fake: SendcloudFake | undefined) {
  sendcloudKeys(keys, false)
  delete process.env.SENDCLOUD_API_URL
  delete process.env.SENDCLOUD_TIMEOUT_MS
  await carrierSettings({
    italy: 'manual',
    abroad: 'manual',
    italyPickup: false,
    abroadPickup: false,
    returns: { offer: false, optionCode: '' },
  })
  await fake?.close()
}

/** The shop's operator (the seeded admin), who ships and cancels. */
export async function shopOperator(): Promise<User> {
  const admins = await (await shop()).find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1 })
  return admins.docs[0] as User
}
