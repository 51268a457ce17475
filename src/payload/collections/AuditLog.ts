import type { CollectionConfig } from 'payload'
import { adminOnly } from '../access'
import { SYSTEM_GROUP } from '../labels'

const l = (it: string, en: string) => ({ it, en })
const never = () => false

/**
 * The audit log (issue 42, features/audit): every operator change — who, when, from which address, what
 * it was before and after. Written only by the shop (collection and global hooks, the operator's
 * actions); read-only for everyone, the operator included; kept two years.
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: l('Modifica registrata', 'Recorded change'), plural: l('Registro modifiche', 'Audit log') },
  admin: {
    group: SYSTEM_GROUP,
    useAsTitle: 'target',
    defaultColumns: ['at', 'by', 'target', 'docId', 'operation', 'fields'],
    listSearchableFields: ['by', 'target', 'docId', 'fields'],
  },
  defaultSort: '-at',
  access: { read: adminOnly, create: never, update: never, delete: never },
  fields: [
    {
      name: 'at',
      type: 'date',
      label: l('Quando', 'When'),
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'by', type: 'text', label: l('Chi', 'Who'), required: true, index: true },
    { name: 'ip', type: 'text', label: l('Indirizzo IP', 'IP address') },
    { name: 'target', type: 'text', label: l('Raccolta', 'Collection'), required: true, index: true },
    { name: 'docId', type: 'text', label: l('Documento', 'Document'), index: true },
    {
      name: 'operation',
      type: 'select',
      label: l('Operazione', 'Operation'),
      required: true,
      options: [
        { value: 'create', label: l('Creazione', 'Create') },
        { value: 'update', label: l('Modifica', 'Update') },
        { value: 'delete', label: l('Eliminazione', 'Delete') },
        { value: 'action', label: l('Azione', 'Action') },
      ],
    },
    { name: 'fields', type: 'text', label: l('Campi', 'Fields') },
    { name: 'changes', type: 'json', label: l('Prima → dopo', 'Before → after') },
    { name: 'note', type: 'text', label: l('Nota', 'Note') },
  ],
}
