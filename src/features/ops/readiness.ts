import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import { createClient } from 'redis'
import { env } from '@/lib/env'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { isStopping } from './lifecycle'

/**
 * Can this instance serve? (/api/ready; the front server in scripts/start.mjs asks too, and answers
 * 503 to the proxy while the answer is no, so the proxy sends shoppers to another instance.) Each
 * check has a short time limit; the reasons name what is wrong, never a secret.
 */
export type Readiness = { ready: boolean; reasons: string[]; checks: Record<string, 'ok' | 'down' | 'off'> }

const TIMEOUT_MS = 2_000
const within = <T>(p: Promise<T>, what: string): Promise<T> =>
  Promise.race([
    p,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: no answer in ${TIMEOUT_MS} ms`)), TIMEOUT_MS).unref(),
    ),
  ])

/** Names of the committed migrations this code needs, and those the database has applied. */
async function missingMigrations(payload: Payload): Promise<string[]> {
  const wanted = (env.usePostgres ? postgresMigrations : sqliteMigrations).map((m) => m.name)
  const applied = await payload.find({
    collection: 'payload-migrations',
    limit: 0,
    pagination: false,
    overrideAccess: true,
    select: { name: true },
  })
  const done = new Set(applied.docs.map((d) => (d as { name?: string }).name))
  return wanted.filter((n) => !done.has(n))
}

/** One client per address, kept between checks (a check is one PING). */
const redisClients = new Map<string, ReturnType<typeof createClient>>()
async function pingRedis(url: string) {
  let redis = redisClients.get(url)
  if (!redis) {
    redis = createClient({
      url,
      disableOfflineQueue: true,
      socket: { connectTimeout: TIMEOUT_MS, reconnectStrategy: () => 1_000 },
    })
    redis.on('error', () => {}) // the check below reports it
    redisClients.set(url, redis)
    await redis.connect().catch(() => {})
  }
  if (!redis.isReady) throw new Error('not connected')
  await redis.ping()
}

const s3Clients = new Map<string, S3Client>()
async function headBucket(settings: NonNullable<typeof env.s3>) {
  const key = JSON.stringify(settings)
  let s3 = s3Clients.get(key)
  if (!s3) {
    s3 = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      maxAttempts: 1,
    })
    s3Clients.set(key, s3)
  }
  await s3.send(new HeadBucketCommand({ Bucket: settings.bucket }))
}

export async function checkReadiness(getPayload: () => Promise<Payload>): Promise<Readiness> {
  const reasons: string[] = []
  const checks: Readiness['checks'] = {}
  if (isStopping()) {
    reasons.push('shutting down')
    checks.process = 'down'
  } else checks.process = 'ok'

  let payload: Payload | undefined
  try {
    payload = await within(getPayload(), 'start')
  } catch (err) {
    checks.database = 'down'
    checks.migrations = 'down'
    // The first start migrates and seeds: not ready yet, and not an outage.
    reasons.push(/no answer/.test((err as Error).message) ? 'starting (migrations and seed)' : 'database unreachable')
  }
  if (payload) {
    try {
      const missing = await within(missingMigrations(payload), 'database')
      checks.database = 'ok'
      checks.migrations = missing.length ? 'down' : 'ok'
      if (missing.length) reasons.push(`migrations not applied: ${missing.join(', ')}`)
    } catch (err) {
      checks.database = 'down'
      checks.migrations = 'down'
      reasons.push(/no answer/.test((err as Error).message) ? 'database too slow' : 'database unreachable')
    }
  }

  if (env.redisUrl) {
    try {
      await within(pingRedis(env.redisUrl), 'redis')
      checks.redis = 'ok'
    } catch {
      checks.redis = 'down'
      reasons.push('redis unreachable')
    }
  } else checks.redis = 'off'

  const bucket = env.s3
  if (bucket) {
    try {
      await within(headBucket(bucket), 'bucket')
      checks.bucket = 'ok'
    } catch (err) {
      checks.bucket = 'down'
      const e = err as Error & { $metadata?: { httpStatusCode?: number } }
      reasons.push(`bucket unreachable (${e.$metadata?.httpStatusCode ?? e.name ?? e.message})`)
    }
  } else checks.bucket = 'off'

  return { ready: reasons.length === 0, reasons, checks }
}
