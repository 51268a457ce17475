import type { CollectionConfig } from 'payload'
import { SYSTEM_GROUP } from '../labels'

const l = (it: string, en: string) => ({ it, en })
const closed = () => false

/**
 * Passkeys (WebAuthn credentials) of customers and operators (issue 42, ADR 0028): the public key, the
 * signature counter and the name its owner gave it. Written and read only by the shop
 * (features/sign-in/passkeys), closed to every API caller.
 */
export const Passkeys: CollectionConfig = {
  slug: 'passkeys',
  labels: { singular: l('Passkey', 'Passkey'), plural: l('Passkey', 'Passkeys') },
  admin: { group: SYSTEM_GROUP, hidden: true },
  access: { read: closed, create: closed, update: closed, delete: closed },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'credentialId', type: 'text', required: true, unique: true },
    { name: 'publicKey', type: 'text', required: true },
    { name: 'counter', type: 'number', required: true, defaultValue: 0 },
    { name: 'transports', type: 'text' },
    { name: 'name', type: 'text', required: true },
    { name: 'lastUsedAt', type: 'date' },
  ],
}
