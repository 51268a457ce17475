import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { cache } from 'react'
import { isAdminUser } from '@/payload/access'
import { getShopPayload } from '@/payload/shop-payload'
import type { User } from '@/payload-types'

/**
 * The headers under which the shop asks Payload who is signed in. Payload's `csrf` list guards its own
 * API at /cms/api: it believes the cookie only with an allowed Origin or a same-origin Sec-Fetch-Site.
 * The shop's own requests were checked before they got here (the proxy refuses cross-site writes to
 * /api, Next refuses cross-site server actions, and page loads change nothing), so the cookie stands.
 */
export function shopAuthHeaders(incoming: Pick<Headers, 'forEach'>): Headers {
  const h = new Headers()
  incoming.forEach((value, key) => h.set(key, value))
  h.delete('origin')
  h.set('sec-fetch-site', 'same-origin')
  return h
}

/** The signed-in user of this request (from the httpOnly session cookie), or null. */
export const getCurrentUser = cache(async (): Promise<User | null> => {
  const payload = await getShopPayload()
  const { user } = await payload.auth({ headers: shopAuthHeaders(await headers()) })
  return user && user.collection === 'users' ? (user as User) : null
})

/** Operator pages: anyone but an admin goes to the home page (checked on the server for every page). */
export async function requireAdmin(): Promise<User> {
  const user = await getCurrentUser()
  if (!isAdminUser(user)) redirect('/')
  return user as User
}
