import type { Access, CollectionBeforeChangeHook, CollectionConfig, FieldAccess } from 'payload'

type MaybeUser = { id: number | string; role?: string | null } | null | undefined

export const isAdminUser = (user: MaybeUser): boolean => user?.role === 'admin'

export const anyone: Access = () => true
export const adminOnly: Access = ({ req }) => isAdminUser(req.user)
export const adminOnlyField: FieldAccess = ({ req }) => isAdminUser(req.user)
/** Documents with drafts: the operator reads every version; anyone else only what is published. */
export const publishedOrOperator: Access = ({ req }) =>
  isAdminUser(req.user) ? true : { _status: { equals: 'published' } }

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

/**
 * A customer's own document (cart, wishlist): they read only theirs through the API, and write it
 * only through the shop's endpoints, which validate the request and then write as the system.
 * The collection's own hooks and field rules hold on every path, the system's included.
 */
export const ownedDocumentAccess: CollectionConfig['access'] = {
  read: adminOrOwner('user'),
  create: adminOnly,
  update: adminOnly,
  delete: adminOnly,
}

/** The owner of a cart or wishlist is set when it is created and never changes afterwards, whoever writes. */
export const pinOwner: CollectionBeforeChangeHook = ({ data, req, operation, originalDoc }) => {
  if (operation === 'create' && req.user && !isAdminUser(req.user)) data.user = req.user.id
  if (operation === 'update' && originalDoc)
    data.user =
      typeof originalDoc.user === 'object' && originalDoc.user !== null ? originalDoc.user.id : originalDoc.user
  return data
}

/**
 * The shared settings of a customer's own document (cart, wishlist): hidden from the CMS's menu for
 * customers, owner-only reads, system-only writes, the owner pinned, and one document per customer.
 */
export const ownedDocument = {
  admin: { hidden: ({ user }: { user: MaybeUser }) => !isAdminUser(user) },
  access: ownedDocumentAccess,
  hooks: { beforeChange: [pinOwner] },
} satisfies Partial<CollectionConfig>

export const ownerField = {
  name: 'user',
  type: 'relationship',
  relationTo: 'users',
  required: true,
  unique: true,
  index: true,
} as const
