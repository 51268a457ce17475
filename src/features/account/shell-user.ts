import type { Dealer } from '@/features/dealers/server'
import type { ShellUser } from '@/features/ui/client'
import { isAdminUser } from '@/payload/access'
import type { User } from '@/payload-types'

/**
 * What the page's header may know of the signed-in user: the name it greets, the e-mail, the operator
 * link, and a dealer's invoice identity (answered per visitor, never in a cached page).
 */
export function shellUser(user: User | null, dealer: Dealer | null = null): ShellUser {
  return user
    ? {
        id: String(user.id),
        firstName: user.firstName ?? '',
        email: user.email,
        isAdmin: isAdminUser(user),
        dealer: dealer
          ? {
              company: dealer.company,
              country: dealer.country,
              vatNumber: dealer.vatNumber,
              sdi: dealer.sdi,
              pec: dealer.pec,
            }
          : null,
      }
    : null
}
