import type { ShellUser } from '@/features/shell/ShellProvider'
import { isAdminUser } from '@/payload/access'
import type { User } from '@/payload-types'

/** What the page's header may know of the signed-in user: the name it greets, the e-mail, the operator link. */
export function shellUser(user: User | null): ShellUser {
  return user
    ? { id: String(user.id), firstName: user.firstName ?? '', email: user.email, isAdmin: isAdminUser(user) }
    : null
}
