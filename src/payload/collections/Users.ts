import {
  APIError,
  type CollectionAfterErrorHook,
  ValidationError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
} from 'payload'
import { cacheTags, revalidate } from '@/lib/cache'
import { env } from '@/lib/env'
import { clientIpFrom } from '@/lib/http'
import { metrics } from '@/services/metrics'
import { allowPolicy } from '@/services/rate-limit'

/** Password policy, enforced on every write of a password (sign-up, reset, change, /cms). */
export const MIN_PASSWORD_LENGTH = 8
import { adminOnly, adminOnlyField, adminOrSelf, isAdminUser } from '../access'
import { addressFields } from '../fields/address'
import { dealerField } from '../fields/dealer'
import { afterCommit } from '../hooks'
import { labelled, operatorLang } from '../labels'

/** Thrown when a login is refused by the limits; the shop maps it to its own message. */
export class TooManyLogins extends APIError {
  constructor() {
    super('Too many sign-in attempts. Try again in a few minutes.', 429, undefined, true)
  }
}

const limitLogins: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const email = String((args as { data?: { email?: unknown } }).data?.email ?? '')
    .trim()
    .toLowerCase()
  // The shop's own endpoints pass the visitor's address; REST calls carry it in their headers.
  const ip = (req.context?.clientIp as string | undefined) ?? clientIpFrom(req.headers)
  // Sign-in attempts per address and per account, on every login path (shop, /cms, REST).
  const ok = (await allowPolicy(req.payload, 'login:ip', ip)) && (await allowPolicy(req.payload, 'login:acct', email))
  if (!ok) throw new TooManyLogins()
  return args
}

/** A refused sign-in through Payload's REST login (/cms and scripts): counted for the operator's alerts. */
const countRestLoginFailure: CollectionAfterErrorHook = ({ req }) => {
  if (req.url && new URL(req.url, 'http://x').pathname.endsWith('/users/login'))
    metrics().signInFailures.inc({ path: 'rest' })
}

/**
 * A new e-mail address is unverified until its owner proves it (orders are matched by verified e-mail).
 * A verification link sent to the old address no longer counts: it proved nothing about the new one (a
 * link kept from before would verify an address it was never sent to, and the resend sends the stored one).
 */
const unverifyChangedEmail: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (
    operation === 'update' &&
    data.email &&
    originalDoc?.email &&
    data.email !== originalDoc.email &&
    !req.context?.emailVerified
  ) {
    data.verified = false
    data.verifyToken = null
  }
  return data
}

export const Users: CollectionConfig = {
  slug: 'users',
  labels: {
    singular: { it: 'Utente', en: 'User' },
    plural: { it: 'Clienti e operatori', en: 'Customers and operators' },
  },
  admin: {
    useAsTitle: 'email',
    group: { it: 'Clienti', en: 'Customers' },
    defaultColumns: ['email', 'firstName', 'lastName', 'role'],
  },
  auth: {
    tokenExpiration: 60 * 60 * 24 * 14,
    maxLoginAttempts: 10,
    lockTime: 10 * 60 * 1000,
    // Secure whenever the shop is served over https (or SECURE_COOKIES=1 behind a TLS proxy with an http SITE_URL).
    cookies: {
      sameSite: 'Lax',
      secure:
        process.env.NODE_ENV === 'production' &&
        (env.siteUrl.startsWith('https:') || process.env.SECURE_COOKIES === '1'),
    },
  },
  hooks: {
    beforeOperation: [limitLogins],
    // beforeLogin (operators' second factor) and afterRead (sessions without it not honoured, ADR 0034):
    // registered by the sign-in feature at the composition root (src/composition.ts).
    afterError: [countRestLoginFailure],
    beforeChange: [unverifyChangedEmail],
    // A user's sign-in devices go with it, whoever deletes it (its sessions are its own rows).
    beforeDelete: [
      async ({ id, req }) => {
        for (const collection of ['session-devices', 'totp-factors', 'recovery-codes', 'passkeys'] as const)
          await req.payload.delete({ collection, where: { user: { equals: id } }, overrideAccess: true, req })
      },
    ],
    // The display-stand pages list dealers (features/dealers): a change of a trade account shows there,
    // once the save is committed (a page read before the commit would cache the old list again).
    afterChange: [
      async ({ doc, previousDoc, req }) => {
        if (JSON.stringify(doc.dealer ?? null) !== JSON.stringify(previousDoc?.dealer ?? null))
          await afterCommit(req, () => revalidate(cacheTags.dealers))
        return doc
      },
    ],
    beforeValidate: [
      ({ data, req }) => {
        const password = (data as { password?: unknown } | undefined)?.password
        if (typeof password === 'string' && password.length < MIN_PASSWORD_LENGTH) {
          // In the operator's language (/cms, /cms/api): the REST answer carries it under the field.
          const message =
            operatorLang(req) === 'en'
              ? `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`
              : `La password deve contenere almeno ${MIN_PASSWORD_LENGTH} caratteri.`
          throw new ValidationError({ errors: [{ path: 'password', message }] })
        }
        if (data?.email) data.email = String(data.email).trim().toLowerCase()
        return data
      },
    ],
  },
  // Customers change nothing through Payload's API: sign-up, addresses and passwords go through the
  // shop's own endpoints, which validate and then write as the system (ADR 0001).
  access: {
    admin: ({ req }) => isAdminUser(req.user),
    create: adminOnly,
    read: adminOrSelf,
    update: adminOnly,
    delete: adminOnly,
    unlock: adminOnly,
  },
  fields: labelled([
    { name: 'firstName', type: 'text' },
    { name: 'lastName', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'customer',
      options: [
        { value: 'customer', label: { it: 'Cliente', en: 'Customer' } },
        { value: 'admin', label: { it: 'Operatore', en: 'Operator' } },
      ],
      saveToJWT: true,
      access: { create: adminOnlyField, update: adminOnlyField },
    },
    {
      name: 'verified',
      type: 'checkbox',
      defaultValue: false,
      access: { create: adminOnlyField, update: adminOnlyField },
    },
    {
      name: 'provider',
      type: 'select',
      defaultValue: 'password',
      options: [
        { value: 'password', label: { it: 'Password', en: 'Password' } },
        { value: 'google', label: { it: 'Google', en: 'Google' } },
      ],
      access: { create: adminOnlyField, update: adminOnlyField },
    },
    { name: 'photoURL', type: 'text', access: { create: adminOnlyField, update: adminOnlyField } },
    { name: 'addresses', type: 'array', fields: addressFields },
    dealerField,
    // Payload's own sessions (ADR 0002), merged with its base field: each also says how it was opened (ADR 0034).
    { name: 'sessions', type: 'array', fields: [{ name: 'amr', type: 'text' }] },
    {
      name: 'verifyToken',
      type: 'text',
      index: true,
      hidden: true,
      access: { read: adminOnlyField, create: adminOnlyField, update: adminOnlyField },
    },
  ]),
}
