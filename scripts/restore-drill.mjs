#!/usr/bin/env node
// The restore drill (CI, in `npm run test:postgres`; README "Backups and restore"): what an operator does
// after a lost disk, played from outside against the production build with the real commands.
//  1. An embedded (SQLite) shop: a customer, an uploaded photo, paid orders with e-invoices, e-mails
//     still queued (its SMTP server is down). `npm run backup` while shoppers load /shop (throughput
//     with and without the backup is printed). The data folder is lost; `npm run restore` into a new
//     one; the restored shop has the same orders, statuses, invoice numbers, queued e-mails, the
//     customer signs in with the old password, the photo is served byte-identical; the next invoice
//     continues the series.
//  2. The same archive moved into PostgreSQL (`--to postgres://…`): the same checks.
//  3. That PostgreSQL shop backed up (pg_dump), restored into a new database, and moved back into SQLite
//     (`--to sqlite`): the same checks.
//  4. A truncated archive and a wrong passphrase are refused, and nothing is written.
//  5. SIGKILL while 20 buyers pay, on SQLite and on PostgreSQL: after the restart the database is whole
//     (PRAGMA integrity_check), every payment answered 200 is a paid order with its e-mails queued,
//     every paid order has its invoice number, the numbers are unique and gapless, and stock adds up.
// RESTORE_DRILL_DATABASE_URL names a PostgreSQL database whose user may CREATE DATABASE; without it the
// PostgreSQL steps are skipped and said so.
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { startShop } from './shop-process.mjs'
import {
  CUSTOMER,
  check,
  failures,
  logFile,
  newDatabase,
  newestArchive,
  npmRun,
  pgAdminUrl,
  shopEnv,
  since,
  work,
  written,
} from './drill/restore-context.mjs'
import { buy, operator, operatorAuth } from './drill/shop-client.mjs'
import { compare, nextInvoice, shopLoad, snapshot } from './drill/restore-checks.mjs'
import { crashWhilePaying, fullDiskUpload, stopWithIdleConnection } from './drill/restore-harm.mjs'

try {
  // 1. The embedded shop, its data, and a backup under load.
  const dirA = path.join(work, 'a')
  // Beside its start, another fresh shop stopped at once with an idle connection open (restore-harm.mjs).
  const [shop] = await Promise.all([
    startShop({ dataDir: dirA, env: shopEnv(), logFile }),
    stopWithIdleConnection(path.join(work, 'stop')),
  ])
  console.log(`restore drill: SQLite shop at ${shop.base} (${since()})`)
  const api = await operator(shop.base)
  await api('/cms/api/users', {
    method: 'POST',
    body: JSON.stringify({ ...CUSTOMER, firstName: 'Cliente', lastName: 'Fedele', role: 'customer' }),
  })
  const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#7a4b2a' } })
    .webp()
    .toBuffer()
  const form = new FormData()
  form.append('file', new Blob([picture], { type: 'image/webp' }), 'restore-drill.webp')
  form.append('_payload', JSON.stringify({ alt: 'Restore drill' }))
  const upload = await fetch(`${shop.base}/cms/api/media`, {
    method: 'POST',
    headers: { origin: shop.base, authorization: await operatorAuth(shop.base) },
    body: form,
  })
  const media = (await upload.json()).doc
  check(upload.status === 201, `photo uploaded (${upload.status})`)
  await fullDiskUpload(shop.base, path.join(dirA, 'media'))
  const product = (await api('/cms/api/products?where[url][equals]=vaso-onda&depth=0')).docs[0]
  await api(`/cms/api/products/${product.id}`, { method: 'PATCH', body: JSON.stringify({ stock: 100, instock: true }) })
  for (let i = 0; i < 4; i++) await buy(shop.base, product.id, i, { invoice: i !== 1 })
  await buy(shop.base, product.id, 9, { pay: false }) // a pending order holds a piece

  const backups = path.join(work, 'backups')
  await shopLoad(shop.base, 2) // warm
  const quiet = await shopLoad(shop.base, 6)
  const started = Date.now()
  const running = npmRun('backup', [], { dataDir: dirA, env: { BACKUP_DIR: backups } })
  const [backup, busy] = await Promise.all([running, shopLoad(shop.base, 120, running)])
  const backupMs = Date.now() - started
  check(backup.code === 0, `npm run backup while shoppers load /shop: ${written(backup.out)}`)
  const archive = newestArchive(backups)
  check(
    archive.endsWith('.tar.gz.age') && (fs.statSync(archive).mode & 0o777) === 0o600,
    `the archive is encrypted and readable by its owner only: ${path.basename(archive)}, mode ${(fs.statSync(archive).mode & 0o777).toString(8)}`,
  )
  console.log(
    `restore drill: backup ${(backupMs / 1000).toFixed(1)} s, ${(fs.statSync(archive).size / 1024).toFixed(0)} KB; ` +
      `/shop ${quiet.toFixed(0)} req/s without, ${busy.toFixed(0)} req/s during the backup (${Math.round((busy / quiet) * 100)} %)`,
  )
  const before = await snapshot(shop.base, media)
  await shop.stop()

  // The disk is lost. From here two chains run side by side on the same archive (each on its own folders,
  // database and port; their lines are labelled): the SQLite restore with its crash and the refusals, and
  // the moves through PostgreSQL. Side by side they take the longer one's time, not both (CI's
  // PostgreSQL phase, where this drill was the last to end).
  fs.renameSync(dirA, `${dirA}.lost`)
  const sqliteChain = async () => {
    const dirB = path.join(work, 'b')
    const restored = await npmRun('restore', [archive], { dataDir: dirB })
    check(restored.code === 0, `npm run restore into a new DATA_DIR: ${restored.out.split('\n').at(-1)}`)
    const shopB = await startShop({ dataDir: dirB, env: shopEnv(), logFile })
    compare('SQLite → SQLite', await snapshot(shopB.base, media), before)
    await nextInvoice('SQLite → SQLite', shopB.base, before)
    // 5. A crash on SQLite.
    await crashWhilePaying('SIGKILL on SQLite', shopB, { dataDir: dirB })

    // 4. Refusals: nothing written.
    const truncated = path.join(work, 'truncated.tar.gz.age')
    fs.writeFileSync(truncated, fs.readFileSync(archive).subarray(0, Math.floor(fs.statSync(archive).size / 2)))
    const dirT = path.join(work, 'refused')
    const [cut, wrong] = await Promise.all([
      npmRun('restore', [truncated], { dataDir: dirT }),
      npmRun('restore', [archive], { dataDir: dirT, env: { BACKUP_PASSPHRASE: 'not the one' } }),
    ])
    check(cut.code === 1 && !fs.existsSync(path.join(dirT, 'vetrina.db')), `a truncated archive is refused: ${cut.out}`)
    check(
      wrong.code === 1 && /wrong passphrase/.test(wrong.out) && !fs.existsSync(path.join(dirT, 'vetrina.db')),
      `a wrong passphrase is refused: ${wrong.out}`,
    )
  }

  const postgresChain = async () => {
    if (!pgAdminUrl) {
      console.log('restore drill: RESTORE_DRILL_DATABASE_URL unset: the PostgreSQL steps are skipped')
      return
    }
    // 2. Moved into PostgreSQL.
    const moveUrl = await newDatabase('vetrina_restore_move')
    const dirC = path.join(work, 'c')
    const moved = await npmRun('restore', [archive, '--to', moveUrl], { dataDir: dirC })
    check(moved.code === 0, `npm run restore -- --to postgres://…: ${moved.out.split('\n').at(-1)}`)
    let pgShop = await startShop({ dataDir: dirC, env: shopEnv(moveUrl), logFile })
    compare('SQLite → PostgreSQL', await snapshot(pgShop.base, media), before)
    await nextInvoice('SQLite → PostgreSQL', pgShop.base, before)

    // 3. That shop's own backup (pg_dump), restored into a new database, and moved back to SQLite.
    const pgBefore = await snapshot(pgShop.base, media)
    const pgBackups = path.join(work, 'pg-backups')
    const pgBackup = await npmRun('backup', [], { dataDir: dirC, databaseUrl: moveUrl, env: { BACKUP_DIR: pgBackups } })
    check(pgBackup.code === 0, `npm run backup on PostgreSQL: ${written(pgBackup.out)}`)
    await pgShop.stop()
    const pgArchive = newestArchive(pgBackups)
    const restoreUrl = await newDatabase('vetrina_restore_pg')
    const dirD = path.join(work, 'd')
    const pgRestored = await npmRun('restore', [pgArchive], { dataDir: dirD, databaseUrl: restoreUrl })
    check(pgRestored.code === 0, `npm run restore into an empty database: ${pgRestored.out.split('\n').at(-1)}`)
    pgShop = await startShop({ dataDir: dirD, env: shopEnv(restoreUrl), logFile })
    compare('PostgreSQL → PostgreSQL', await snapshot(pgShop.base, media), pgBefore)
    await nextInvoice('PostgreSQL → PostgreSQL', pgShop.base, pgBefore)
    // 5. A crash on PostgreSQL.
    await crashWhilePaying('SIGKILL on PostgreSQL', pgShop, { dataDir: dirD, databaseUrl: restoreUrl })
    const dirE = path.join(work, 'e')
    const back = await npmRun('restore', [pgArchive, '--to', 'sqlite'], { dataDir: dirE })
    check(back.code === 0, `npm run restore -- --to sqlite: ${back.out.split('\n').at(-1)}`)
    const shopE = await startShop({ dataDir: dirE, env: shopEnv(), logFile })
    compare('PostgreSQL → SQLite', await snapshot(shopE.base, media), pgBefore)
    await nextInvoice('PostgreSQL → SQLite', shopE.base, pgBefore)
    await shopE.stop()
  }

  // Both run to their end even when one throws, so that no shop is left running.
  const ended = await Promise.allSettled([sqliteChain(), postgresChain()])
  for (const r of ended) if (r.status === 'rejected') throw r.reason
} catch (err) {
  failures.push(err.stack ?? String(err))
  console.log(`restore drill: stopped by an error: ${err.stack ?? err}\n(shop log: ${logFile})`)
}

if (failures.length) {
  console.log(`restore drill: FAILED (${failures.length}) in ${since()}; the shops' log: ${logFile}`)
  process.exit(1)
}
console.log(`restore drill: passed in ${since()}`)
fs.rmSync(work, { recursive: true, force: true })
