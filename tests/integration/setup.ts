import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

// Integration tests never touch the app's own database: a fresh SQLite file per run, or
// the empty PostgreSQL database named by VETRINA_TEST_DATABASE_URL (CI's parity run).
if (!process.env.VETRINA_TEST_DATA_DIR) {
  process.env.VETRINA_TEST_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'vetrina-int-'))
}
process.env.DATA_DIR = process.env.VETRINA_TEST_DATA_DIR
if (process.env.VETRINA_TEST_DATABASE_URL) process.env.DATABASE_URL = process.env.VETRINA_TEST_DATABASE_URL
else delete process.env.DATABASE_URL
process.env.PAYLOAD_SECRET ??= 'integration-test-secret'
process.env.ALTCHA_COST ??= '50'
process.env.ALTCHA_MAX_COUNTER ??= '200'

// The composition root (ADR 0038): every test file's Payload is the shop's whole config.
await import('@/payload.config')
