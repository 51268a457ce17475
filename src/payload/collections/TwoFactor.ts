import type { CollectionConfig } from 'payload'
import { SYSTEM_GROUP } from '../labels'

const l = (it: string, en: string) => ({ it, en })
const closed = () => false

/**
 * An operator's authenticator app (issue 42, ADR 0028): the TOTP secret sealed with the shop's secret
 * and the last time step used (a code works once). Written and read only by the shop
 * (features/sign-in/two-factor), closed to every API caller, the operator included.
 */
export const TotpFactors: CollectionConfig = {
  slug: 'totp-factors',
  labels: {
    singular: l('App di autenticazione', 'Authenticator app'),
    plural: l('App di autenticazione', 'Authenticator apps'),
  },
  admin: { group: SYSTEM_GROUP, hidden: true },
  access: { read: closed, create: closed, update: closed, delete: closed },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, unique: true },
    { name: 'secret', type: 'text', required: true },
    { name: 'lastStep', type: 'number' },
  ],
}

/** The operator's single-use recovery codes, as keyed hashes; `usedAt` once one has opened a session. */
export const RecoveryCodes: CollectionConfig = {
  slug: 'recovery-codes',
  labels: { singular: l('Codice di recupero', 'Recovery code'), plural: l('Codici di recupero', 'Recovery codes') },
  admin: { group: SYSTEM_GROUP, hidden: true },
  access: { read: closed, create: closed, update: closed, delete: closed },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'codeHash', type: 'text', required: true, unique: true },
    { name: 'usedAt', type: 'date' },
  ],
}
