import { ValidationError, type CollectionConfig } from 'payload'

/** Password policy, enforced on every write of a password (sign-up, reset, change, /cms). */
export const MIN_PASSWORD_LENGTH = 8
import { adminOnly, adminOnlyField, adminOrSelf, anyone, isAdminUser } from '../access'
import { addressFields } from '../fields/address'

export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'firstName', 'lastName', 'role'] },
  auth: {
    tokenExpiration: 60 * 60 * 24 * 14,
    maxLoginAttempts: 10,
    lockTime: 10 * 60 * 1000,
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' && process.env.SECURE_COOKIES === '1' },
  },
  hooks: {
    beforeValidate: [
      ({ data }) => {
        const password = (data as { password?: unknown } | undefined)?.password
        if (typeof password === 'string' && password.length < MIN_PASSWORD_LENGTH) {
          throw new ValidationError({ errors: [{ path: 'password', message: `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.` }] })
        }
        if (data?.email) data.email = String(data.email).trim().toLowerCase()
        return data
      },
    ],
  },
  access: {
    admin: ({ req }) => isAdminUser(req.user),
    create: anyone,
    read: adminOrSelf,
    update: adminOrSelf,
    delete: adminOnly,
  },
  fields: [
    { name: 'firstName', type: 'text' },
    { name: 'lastName', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'customer',
      options: ['customer', 'admin'],
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
      options: ['password', 'google'],
      access: { create: adminOnlyField, update: adminOnlyField },
    },
    { name: 'photoURL', type: 'text', access: { create: adminOnlyField, update: adminOnlyField } },
    { name: 'addresses', type: 'array', fields: addressFields },
    {
      name: 'verifyToken',
      type: 'text',
      index: true,
      hidden: true,
      access: { read: adminOnlyField, create: adminOnlyField, update: adminOnlyField },
    },
  ],
}
