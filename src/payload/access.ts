import type { Access, FieldAccess } from 'payload'

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
