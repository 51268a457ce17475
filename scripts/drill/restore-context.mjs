// The restore drill's run (scripts/restore-drill.mjs): its work folder and shops' log, the checks it
// counts, the operator's and customer's accounts, the shops' settings (mail stays queued) and the
// operator's commands run as an operator would (`npm run backup`, `npm run restore`).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { freePort } from '../shop-process.mjs'

export const root = path.resolve(import.meta.dirname, '..', '..')
export const pgAdminUrl = process.env.RESTORE_DRILL_DATABASE_URL
export const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vetrina-restore-drill-'))
export const logFile = path.join(work, 'shop.log')
const t0 = Date.now()
export const since = () => `${((Date.now() - t0) / 1000).toFixed(0)} s`
export const failures = []
export const check = (ok, what) => {
  console.log(`${ok ? '  ok ' : '  FAIL'} ${what}`)
  if (!ok) failures.push(what)
}
export const ADMIN = { email: 'admin@vetrina.example', password: 'vetrina-admin' }
export const CUSTOMER = { email: 'drill-customer@example.com', password: 'old-password-kept-1' }
export const PASSPHRASE = 'drill passphrase, long and secret'
// Mail stays queued: nothing listens on this port.
const deadSmtp = `smtp://127.0.0.1:${await freePort()}`
export const shopEnv = (databaseUrl) => ({
  DATABASE_URL: databaseUrl,
  SMTP_URL: deadSmtp,
  RATE_LIMIT_SCALE: '1000',
  LOG_LEVEL: 'warn',
  BACKUP_EVERY_HOURS: '0',
  BACKUP_PASSPHRASE: PASSPHRASE,
})

/** `npm run <script> -- args` with DATA_DIR (and DATABASE_URL): { code, out }. */
export function npmRun(script, args, { dataDir, databaseUrl, env = {} }) {
  return new Promise((resolve) => {
    const childEnv = { ...process.env, ...shopEnv(databaseUrl), DATA_DIR: dataDir, ...env }
    if (!databaseUrl) delete childEnv.DATABASE_URL
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], { cwd: root, env: childEnv })
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (out += d))
    child.on('exit', (code) => resolve({ code, out: out.trim() }))
  })
}

/** A new, empty PostgreSQL database `name` (dropped first) on RESTORE_DRILL_DATABASE_URL's server: its URL. */
export async function newDatabase(name) {
  const admin = new pg.Client({ connectionString: pgAdminUrl })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS ${name}`)
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(pgAdminUrl)
  url.pathname = `/${name}`
  return url.href
}

/** The archive a backup just wrote into `dir` (the newest by name). */
export function newestArchive(dir) {
  return path.join(
    dir,
    fs
      .readdirSync(dir)
      .filter((f) => /^vetrina-.*\.tar\.gz(\.age)?$/.test(f))
      .sort()
      .at(-1),
  )
}

/** The line of `npm run backup`'s output that names the archive written. */
export const written = (out) => out.split('\n').find((l) => l.startsWith('backup ')) ?? out
