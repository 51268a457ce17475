import type { Access, CollectionBeforeChangeHook, CollectionConfig, FieldAccess } from 'payload'

type MaybeUser = { id: number | string; role?: string | null } | null | undefined

export const isAdminUser = (user: MaybeUser): boolean => user?.role === 'admin'

export const anyone: Access = () => true
export const adminOnly: Access = ({ req }) => isAdminUser(req.user)
export const adminOnlyField: FieldAccess = ({ req }) => isAdminUser(req.user)

/** Admins see everything; a signed-in user sees only documents whose `field` is their id. */
export const adminOrOwner =
  (field: string): Access =>
  ({ req }) => {
    if (isAdminUser(req.user)) return true
    if (!req.user) return false
    return { [field]: { equals: req.user.id } }
  }

/** Users collection: admins see all, a user sees only themself. */
export const adminOrSelf: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  if (!req.user) return false
  return { id: { equals: req.user.id } }
}

/** A customer's own document (cart, wishlist): they read and change only theirs; only admins delete. */
export const ownedDocumentAccess: CollectionConfig['access'] = {
  read: adminOrOwner('user'),
  create: ({ req }) => Boolean(req.user),
  update: adminOrOwner('user'),
  delete: adminOnly,
}

/** A customer can only ever create a document owned by themself. */
export const pinOwner: CollectionBeforeChangeHook = ({ data, req, operation }) => {
  if (operation === 'create' && req.user && !isAdminUser(req.user)) data.user = req.user.id
  return data
}
