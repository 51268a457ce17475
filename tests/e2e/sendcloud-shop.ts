import fs from 'node:fs'
import { expect } from '@playwright/test'
import pg from 'pg'
import { startShop } from '../../scripts/shop-process.mjs'
import { startSendcloudFake } from '../support/sendcloud-fake.mjs'

/**
 * A shop of its own whose Sendcloud keys and SENDCLOUD_API_URL point at a local fake of Sendcloud's API v3
 * (tests/support/sendcloud-fake.mjs), with the carrier settings the spec needs saved by the operator through
 * /cms's API — the carriers, pickup points and returns journeys each run one. Every other spec's shop has no
 * keys and ships by hand. In the PostgreSQL run (DATABASE_URL set: scripts/test-postgres.sh) the shop gets a
 * database of its own on that server, dropped when it stops; otherwise SQLite in its own folder.
 */
export type SendcloudShop = {
  fake: Awaited<ReturnType<typeof startSendcloudFake>>
  shop: Awaited<ReturnType<typeof startShop>>
  stop: () => Promise<void>
}

/** A fresh database beside DATABASE_URL's for this shop, and how to drop it; none without DATABASE_URL. */
type OwnDatabase = { url: string | undefined; check: () => Promise<boolean>; drop: () => Promise<void> }
async function ownDatabase(name: string): Promise<OwnDatabase> {
  const server = process.env.DATABASE_URL
  if (!server) return { url: undefined, check: async () => true, drop: async () => {} }
  const url = new URL(server)
  const db = `${url.pathname.slice(1) || 'vetrina'}_sendcloud_${name}`.replace(/[^\w]/g, '_')
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await admin(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`)
  await admin(`CREATE DATABASE "${db}"`)
  url.pathname = `/${db}`
  return {
    url: url.toString(),
    // The shop migrated this database (its orders are there, not in a SQLite file of its folder).
    check: async () => {
      const client = new pg.Client({ connectionString: url.toString() })
      await client.connect()
      try {
        return (await client.query(`SELECT to_regclass('public.orders') IS NOT NULL AS ok`)).rows[0]?.ok === true
      } finally {
        await client.end()
      }
    },
    drop: () => admin(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`),
  }
}

export async function startSendcloudShop(
  name: string,
  carrierSettings: Record<string, unknown>,
): Promise<SendcloudShop> {
  const keys = { SENDCLOUD_PUBLIC_KEY: `pk_${name}_e2e`, SENDCLOUD_SECRET_KEY: `sk_${name}_e2e` }
  const fake = await startSendcloudFake({ publicKey: keys.SENDCLOUD_PUBLIC_KEY, secretKey: keys.SENDCLOUD_SECRET_KEY })
  const database = await ownDatabase(name)
  const shop = await startShop({
    env: {
      DATABASE_URL: database.url,
      PAYLOAD_SECRET: `e2e-sendcloud-${name}`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '50',
      ALTCHA_COST: '200',
      ALTCHA_MAX_COUNTER: '500',
      ...keys,
      SENDCLOUD_API_URL: fake.base(),
      // Traces to the suite's stand-in collector, as the main shop's (what a carrier call leaves in them).
      ...(process.env.E2E_OTLP_PORT
        ? { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${process.env.E2E_OTLP_PORT}` }
        : {}),
    },
  })
  expect(await database.check()).toBe(true)
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
      await database.drop()
      fs.rmSync(shop.dataDir, { recursive: true, force: true })
    },
  }
}
