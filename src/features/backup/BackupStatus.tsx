import Link from 'next/link'
import type { ServerProps } from 'payload'
import { backupEncryptionKind, backupHealth, backupsOff, lastRuns, type BackupHealth } from './status'
import { invoiceYears } from './snapshot'
import { freeBytes } from '@/lib/disk-full'
import { env } from '@/lib/env'

/** Under this, the dashboard warns (deploy/prometheus/vetrina-alerts.yml alerts at the same figure). */
const LOW_SPACE = 1024 ** 3

const TEXT = {
  it: {
    title: 'Backup e archivio delle fatture',
    last: 'Ultimo backup',
    none: 'Nessun backup ancora.',
    result: { ok: 'riuscito', failed: 'non riuscito', running: 'in corso' },
    size: 'dimensione',
    to: 'salvato in',
    health: {
      failed: 'Attenzione: l’ultimo backup non è riuscito. Leggi l’errore qui sotto e nei registri.',
      stale: 'Attenzione: l’ultimo backup riuscito ha più di 48 ore.',
      never: 'Attenzione: il negozio non ha ancora un backup riuscito.',
    } satisfies Record<Exclude<BackupHealth, 'ok'>, string>,
    error: 'Errore',
    off: {
      no_encryption:
        'Attenzione: i backup sono fermi. Contengono dati personali, password cifrate e i segreti del negozio, quindi si fanno solo cifrati: imposta BACKUP_AGE_RECIPIENT (una chiave pubblica age, age1…, consigliata) oppure BACKUP_PASSPHRASE e riavvia il negozio.',
      bad_recipient:
        'Attenzione: i backup sono fermi. BACKUP_AGE_RECIPIENT non è una chiave pubblica age (age1…): correggila e riavvia il negozio.',
    },
    encrypted: {
      recipients: 'Cifrati con una chiave pubblica age: solo la chiave privata, tenuta fuori dal server, li apre.',
      passphrase: 'Cifrati con la passphrase BACKUP_PASSPHRASE.',
    },
    free: (gb: string) => `Spazio libero sul disco dei dati: ${gb} GB.`,
    lowSpace:
      'Attenzione: meno di 1 GB libero sul disco dei dati. Con il disco pieno non si caricano immagini, i backup falliscono e gli ordini non si registrano.',
    all: 'Tutti i backup',
    archive: 'Archivio decennale: fatture elettroniche, note di credito e registro per anno (ZIP)',
    year: (y: number) => `Fatture ${y}`,
    noInvoices: 'Nessuna fattura emessa finora.',
  },
  en: {
    title: 'Backups and the invoice archive',
    last: 'Last backup',
    none: 'No backup yet.',
    result: { ok: 'succeeded', failed: 'failed', running: 'running' },
    size: 'size',
    to: 'written to',
    health: {
      failed: 'Warning: the last backup failed. Read the error below and in the log.',
      stale: 'Warning: the last good backup is more than 48 hours old.',
      never: 'Warning: the shop has no good backup yet.',
    } satisfies Record<Exclude<BackupHealth, 'ok'>, string>,
    error: 'Error',
    off: {
      no_encryption:
        'Warning: backups are stopped. They hold personal data, password hashes and the shop’s secrets, so they are only taken encrypted: set BACKUP_AGE_RECIPIENT (an age public key, age1…, recommended) or BACKUP_PASSPHRASE and restart the shop.',
      bad_recipient:
        'Warning: backups are stopped. BACKUP_AGE_RECIPIENT is not an age public key (age1…): correct it and restart the shop.',
    },
    encrypted: {
      recipients: 'Encrypted to an age public key: only its private key, kept off the server, opens them.',
      passphrase: 'Encrypted with the BACKUP_PASSPHRASE passphrase.',
    },
    free: (gb: string) => `Free space on the data disk: ${gb} GB.`,
    lowSpace:
      'Warning: less than 1 GB free on the data disk. With the disk full no picture can be uploaded, backups fail and orders cannot be recorded.',
    all: 'All backups',
    archive: 'Ten-year archive: e-invoices, credit notes and register per year (ZIP)',
    year: (y: number) => `Invoices ${y}`,
    noInvoices: 'No invoice issued so far.',
  },
}

/**
 * On the CMS's dashboard (operator only): the last backup — when, size, where, result — with a warning
 * when it failed or the last good one is older than 48 hours, and the download of each year's e-invoices
 * for the ten years the law keeps them.
 */
export async function BackupStatus({ i18n, payload, user }: ServerProps) {
  if ((user as { role?: string } | undefined)?.role !== 'admin') return null
  const lang = i18n.language === 'en' ? 'en' : 'it'
  const t = TEXT[lang]
  const [{ last, lastOk }, years] = await Promise.all([lastRuns(payload), invoiceYears(payload)])
  const run = last
  const health = backupHealth(last, lastOk, new Date())
  // Never in clear (issue 52): with no encryption configured the shop takes no backup, and says so here.
  const off = backupsOff()
  const encryption = backupEncryptionKind()
  const free = freeBytes(env.dataDir)
  const warning = { border: '2px solid var(--theme-error-500)', padding: 'calc(var(--base) / 2)', fontWeight: 600 }
  const when = (iso: string) =>
    new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'it-IT', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/Rome',
    }).format(new Date(iso))
  return (
    <section aria-labelledby="backup-status" style={{ marginBottom: 'calc(var(--base) * 2)' }}>
      <h2 id="backup-status">{t.title}</h2>
      {off && (
        <p role="status" style={warning}>
          {t.off[off.reason]}
        </p>
      )}
      {health !== 'ok' && (
        <p role="status" style={warning}>
          {t.health[health]}
        </p>
      )}
      {free < LOW_SPACE && (
        <p role="status" style={warning}>
          {t.lowSpace}
        </p>
      )}
      {run ? (
        <p>
          {t.last}: {when(run.finishedAt ?? run.startedAt)} — {t.result[run.status]}
          {run.bytes ? `, ${t.size} ${(run.bytes / 1024 / 1024).toFixed(1)} MB` : ''}
          {run.destinations ? `, ${t.to} ${run.destinations}` : ''}
          {run.status === 'failed' && run.error ? `. ${t.error}: ${run.error}` : ''}
        </p>
      ) : (
        <p>{t.none}</p>
      )}
      {encryption && <p>{t.encrypted[encryption]}</p>}
      {Number.isFinite(free) && <p>{t.free((free / 1024 ** 3).toFixed(1))}</p>}
      <p>
        <Link href="/cms/collections/backup-runs">{t.all}</Link>
      </p>
      <h3>{t.archive}</h3>
      {years.length ? (
        <ul>
          {[...years].reverse().map((y) => (
            <li key={y}>
              <a href={`/api/admin/invoices/export?year=${y}`} download>
                {t.year(y)}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t.noInvoices}</p>
      )}
    </section>
  )
}
