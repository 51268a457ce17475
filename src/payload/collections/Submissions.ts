import type { CollectionConfig } from 'payload'
import { REQUEST_STATES } from '../values'
import { adminOnly } from '../access'

const l = (it: string, en: string) => ({ it, en })
/** What the sender wrote and what the mailer did: nobody edits it through the API (server code writes as the system). */
const locked = { access: { update: () => false } }
const readOnly = { readOnly: true }

/**
 * Every contact and business request, stored before it is e-mailed; failed sends are retried from here.
 * The operator reads and handles them on /admin/requests (labelled fields, new → contacted → closed);
 * here they are read-only but for that state.
 */
export const Submissions: CollectionConfig = {
  slug: 'submissions',
  labels: { singular: l('Richiesta', 'Request'), plural: l('Richieste e messaggi', 'Requests and messages') },
  admin: {
    group: l('Clienti', 'Customers'),
    useAsTitle: 'email',
    defaultColumns: ['kind', 'name', 'email', 'handling', 'createdAt'],
    description: l(
      'Messaggi del modulo contatti e richieste dei rivenditori. Leggile e segna come sono state gestite nella pagina Richieste (/admin/requests).',
      'Contact messages and dealer requests. Read them and mark how they were handled on the Requests page (/admin/requests).',
    ),
  },
  defaultSort: '-createdAt',
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  fields: [
    {
      name: 'kind',
      label: l('Tipo', 'Kind'),
      type: 'select',
      required: true,
      options: [
        { value: 'contact', label: l('Messaggio (contatti)', 'Message (contact)') },
        { value: 'business', label: l('Richiesta rivenditore', 'Dealer request') },
      ],
      index: true,
      admin: readOnly,
      ...locked,
    },
    { name: 'email', label: l('E-mail', 'E-mail'), type: 'email', required: true, admin: readOnly, ...locked },
    { name: 'name', label: l('Nome o ragione sociale', 'Name or company'), type: 'text', admin: readOnly, ...locked },
    {
      name: 'handling',
      label: l('Gestione', 'Handling'),
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: REQUEST_STATES.map((value) => ({
        value,
        label: { new: l('Nuova', 'New'), contacted: l('Contattato', 'Contacted'), closed: l('Chiusa', 'Closed') }[
          value
        ],
      })),
    },
    {
      name: 'data',
      label: l('Campi del modulo', 'Form fields'),
      type: 'json',
      required: true,
      admin: readOnly,
      ...locked,
    },
    {
      name: 'status',
      label: l('Inoltro via e-mail', 'E-mail forwarding'),
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: [
        { value: 'pending', label: l('In coda', 'Queued') },
        { value: 'sent', label: l('Inviata', 'Sent') },
        { value: 'failed', label: l('Non riuscita', 'Failed') },
      ],
      index: true,
      admin: readOnly,
      ...locked,
    },
    {
      name: 'attempts',
      label: l('Tentativi', 'Attempts'),
      type: 'number',
      defaultValue: 0,
      admin: readOnly,
      ...locked,
    },
    { name: 'lastError', label: l('Ultimo errore', 'Last error'), type: 'text', admin: readOnly, ...locked },
    { name: 'ip', label: l('Indirizzo IP', 'IP address'), type: 'text', admin: readOnly, ...locked },
  ],
}
