import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** Every setting the app reads, in one place (documented in the README). */
export const env = {
  get dataDir(): string {
    return path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || './data')
  },
  get outboxDir(): string {
    return path.resolve(/*turbopackIgnore: true*/ process.env.OUTBOX_DIR || path.join(this.dataDir, 'outbox'))
  },
  get mediaDir(): string {
    return path.join(this.dataDir, 'media')
  },
  get databaseUrl(): string | undefined {
    return process.env.DATABASE_URL || undefined
  },
  get usePostgres(): boolean {
    return /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL || '')
  },
  get port(): number {
    return Number(process.env.PORT || 3000)
  },
  get siteUrl(): string {
    return (process.env.SITE_URL || `http://localhost:${this.port}`).replace(/\/$/, '')
  },
  /** SITE_URL's origin, plus its loopback twin (localhost ↔ 127.0.0.1) for a shop run on this machine. */
  get siteOrigins(): string[] {
    const url = new URL(this.siteUrl)
    const twin = url.hostname === 'localhost' ? '127.0.0.1' : url.hostname === '127.0.0.1' ? 'localhost' : null
    return [url.origin, ...(twin ? [`${url.protocol}//${twin}${url.port ? `:${url.port}` : ''}`] : [])]
  },
  /**
   * The share of page loads whose Core Web Vitals the browser reports to /api/vitals (WEB_VITALS_SAMPLE_RATE,
   * 0 to 1, default 0.2; 0 turns the measurement off; ADR 0039).
   */
  get webVitalsSampleRate(): number {
    const raw = process.env.WEB_VITALS_SAMPLE_RATE
    const n = raw === undefined || raw === '' ? 0.2 : Number(raw)
    return Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0.2
  },
  /** How long a pending order holds its pieces (RESERVATION_MINUTES, default 60; the payment page expires with it). */
  get reservationMinutes(): number {
    const n = Number(process.env.RESERVATION_MINUTES)
    return Number.isFinite(n) && n > 0 ? n : 60
  },
  get shopInfoEmail(): string {
    return process.env.SHOP_INFO_EMAIL || 'info@vetrina.example'
  },
  get mailFrom(): string {
    return process.env.MAIL_FROM || `Vetrina <${this.shopInfoEmail}>`
  },
  get smtpUrl(): string | undefined {
    return process.env.SMTP_URL || undefined
  },
  get adminEmail(): string {
    return process.env.SHOP_ADMIN_EMAIL || 'admin@vetrina.example'
  },
  get adminPassword(): string {
    return process.env.SHOP_ADMIN_PASSWORD || 'vetrina-admin'
  },
  /** The EU's VIES service (VIES_URL; `off` skips the lookup: the sale goes on, the order says "not checked"). */
  get viesUrl(): string | null {
    const v = process.env.VIES_URL
    if (v === 'off') return null
    return (v || 'https://ec.europa.eu/taxation_customs/vies/rest-api').replace(/\/$/, '')
  },
  /**
   * Operators must sign in with a second factor (issue 42): whenever the shop is served over https, as
   * in production; REQUIRE_OPERATOR_2FA=1/0 overrides either way (a plain-http local shop keeps it optional).
   */
  get requireOperator2fa(): boolean {
    const v = process.env.REQUIRE_OPERATOR_2FA
    if (v === '1' || v === 'true') return true
    if (v === '0' || v === 'false') return false
    return this.siteUrl.startsWith('https:')
  },
  get isProduction(): boolean {
    return process.env.NODE_ENV === 'production'
  },
  /**
   * Media in an S3-compatible bucket (S3_BUCKET; S3_ENDPOINT for a store other than AWS, S3_REGION,
   * S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY, or the SDK's own credential chain when unset). Null: files
   * in DATA_DIR/media, the embedded default.
   */
  get s3(): S3Settings | null {
    const bucket = process.env.S3_BUCKET
    return bucket ? s3Store(bucket) : null
  },
  /**
   * Backups (README "Backups and restore"): archives in BACKUP_DIR (default DATA_DIR/backups), encrypted
   * to BACKUP_AGE_RECIPIENT or with BACKUP_PASSPHRASE (with neither, none is taken: issue 52), taken
   * every BACKUP_EVERY_HOURS (default 24; 0 = only by `npm run backup`), and copied to a bucket — BACKUP_S3_BUCKET, or the media bucket — under BACKUP_S3_PREFIX (default
   * `backups/`), with the S3_* endpoint and keys.
   */
  get backup(): BackupSettings {
    const hours = process.env.BACKUP_EVERY_HOURS === undefined ? 24 : Number(process.env.BACKUP_EVERY_HOURS)
    const bucketName = process.env.BACKUP_S3_BUCKET || process.env.S3_BUCKET
    const prefix = (process.env.BACKUP_S3_PREFIX || 'backups/').replace(/^\/+/, '')
    return {
      dir: path.resolve(/*turbopackIgnore: true*/ process.env.BACKUP_DIR || path.join(this.dataDir, 'backups')),
      passphrase: process.env.BACKUP_PASSPHRASE || undefined,
      recipients: (process.env.BACKUP_AGE_RECIPIENT ?? '').split(/[\s,]+/).filter(Boolean),
      everyMs: Number.isFinite(hours) && hours > 0 ? hours * 3_600_000 : 0,
      bucket: bucketName ? { ...s3Store(bucketName), prefix: prefix.endsWith('/') ? prefix : `${prefix}/` } : null,
    }
  },
  /** Next's data cache shared by every instance in Redis (REDIS_URL; cache-handler.mjs). */
  get redisUrl(): string | undefined {
    return process.env.REDIS_URL || undefined
  },
}

export type BackupSettings = {
  dir: string
  passphrase?: string
  /** BACKUP_AGE_RECIPIENT: age public keys (`age1…`) the archives are encrypted to (issue 52). */
  recipients: string[]
  /** 0: no schedule. */
  everyMs: number
  bucket: (S3Settings & { prefix: string }) | null
}

export type S3Settings = {
  bucket: string
  endpoint?: string
  region: string
  forcePathStyle: boolean
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

/** An S3-compatible bucket with the S3_* endpoint, region and keys (the SDK's own credential chain when no keys). */
function s3Store(bucket: string): S3Settings {
  const endpoint = process.env.S3_ENDPOINT || undefined
  const accessKeyId = process.env.S3_ACCESS_KEY_ID
  const secretAccessKey = process.env.S3_SECRET_ACCESS_KEY
  return {
    bucket,
    endpoint,
    region: process.env.S3_REGION || 'us-east-1',
    // Path-style addressing (endpoint/bucket/key) is what self-hosted stores (MinIO, Garage, Ceph) expect.
    forcePathStyle: process.env.S3_FORCE_PATH_STYLE ? process.env.S3_FORCE_PATH_STYLE === 'true' : Boolean(endpoint),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  }
}

/** A secret from the environment, or one generated on first use and kept in DATA_DIR (mode 600). */
export function persistentSecret(envVar: string, fileName: string): string {
  const fromEnv = process.env[envVar]
  if (fromEnv) return fromEnv
  const file = path.join(env.dataDir, fileName)
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(env.dataDir, { recursive: true })
    const secret = crypto.randomBytes(32).toString('hex')
    try {
      fs.writeFileSync(file, secret, { flag: 'wx', mode: 0o600 })
      return secret
    } catch {
      return fs.readFileSync(file, 'utf8').trim()
    }
  }
}

/** PAYLOAD_SECRET, or one generated once and kept in DATA_DIR. */
export const payloadSecret = (): string => persistentSecret('PAYLOAD_SECRET', '.payload-secret')

/** reCAPTCHA v2 when both keys are set; otherwise ALTCHA, a self-hosted proof of work (no third party, no cookie). */
export const recaptchaSiteKey = (): string | null =>
  process.env.RECAPTCHA_SITE_KEY && process.env.RECAPTCHA_SECRET_KEY ? process.env.RECAPTCHA_SITE_KEY : null
