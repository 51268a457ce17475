import type { CollectionConfig } from 'payload'
import { adminOnly } from '../access'
import { SYSTEM_GROUP } from '../labels'

/**
 * One row per backup the shop took or tried (issue 36): by its own schedule or by `npm run backup`.
 * Written only by the backup code (Local API); the operator reads them, and the CMS's dashboard shows the
 * last one with a warning when it failed or is older than 48 hours (src/features/backup/BackupStatus.tsx).
 */
export const BackupRuns: CollectionConfig = {
  slug: 'backup-runs',
  labels: {
    singular: { it: 'Backup', en: 'Backup' },
    plural: { it: 'Backup', en: 'Backups' },
  },
  admin: {
    group: SYSTEM_GROUP,
    useAsTitle: 'startedAt',
    defaultColumns: ['startedAt', 'status', 'trigger', 'bytes', 'destinations', 'error'],
  },
  access: { read: adminOnly, create: () => false, update: () => false, delete: () => false },
  fields: [
    {
      name: 'status',
      type: 'select',
      label: { it: 'Esito', en: 'Result' },
      required: true,
      index: true,
      options: [
        { value: 'running', label: { it: 'In corso', en: 'Running' } },
        { value: 'ok', label: { it: 'Riuscito', en: 'Succeeded' } },
        { value: 'failed', label: { it: 'Non riuscito', en: 'Failed' } },
      ],
    },
    {
      name: 'trigger',
      type: 'select',
      label: { it: 'Avviato da', en: 'Started by' },
      options: [
        { value: 'schedule', label: { it: 'Pianificazione', en: 'Schedule' } },
        { value: 'command', label: { it: 'Comando', en: 'Command' } },
      ],
    },
    {
      name: 'startedAt',
      type: 'date',
      label: { it: 'Iniziato', en: 'Started' },
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'finishedAt',
      type: 'date',
      label: { it: 'Finito', en: 'Finished' },
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'file', type: 'text', label: { it: 'Archivio', en: 'Archive' } },
    { name: 'bytes', type: 'number', label: { it: 'Dimensione (byte)', en: 'Size (bytes)' } },
    { name: 'destinations', type: 'text', label: { it: 'Destinazioni', en: 'Destinations' } },
    { name: 'pruned', type: 'number', label: { it: 'Archivi vecchi eliminati', en: 'Old archives pruned' } },
    { name: 'error', type: 'textarea', label: { it: 'Errore', en: 'Error' } },
  ],
}
