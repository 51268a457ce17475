import type { CollectionConfig } from 'payload'
import { SYSTEM_GROUP } from '../labels'

const l = (it: string, en: string) => ({ it, en })
const closed = () => false

/**
 * The device and last activity of each sign-in session (issue 42): what the customer's account page
 * lists so that a lost phone can be signed out. One row per session id (Payload's `users_sessions`
 * row holds the session itself); written only by the shop (features/sign-in/sessions.ts), read by
 * nobody through the API — not even the operator: it is the customer's own data.
 */
export const SessionDevices: CollectionConfig = {
  slug: 'session-devices',
  labels: {
    singular: l('Dispositivo di accesso', 'Sign-in device'),
    plural: l('Dispositivi di accesso', 'Sign-in devices'),
  },
  admin: { group: SYSTEM_GROUP, hidden: true },
  access: { read: closed, create: closed, update: closed, delete: closed },
  fields: [
    { name: 'sid', type: 'text', required: true, unique: true },
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'userAgent', type: 'text' },
    { name: 'lastSeenAt', type: 'date', required: true },
  ],
}
