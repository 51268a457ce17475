import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { cache } from 'react'
import { isAdminUser } from '@/payload/access'
import { getShopPayload } from '@/lib/payload'
import { shopAuthHeaders } from './auth-service'
import type { User } from '@/payload-types'

/** The signed-in user of this request (from the httpOnly session cookie), or null. */
export const getCurrentUser = cache(async (): Promise<User | null> => {
  const payload = await getShopPayload()
  const { user } = await payload.auth({ headers: shopAuthHeaders(await headers()) })
  return user && user.collection === 'users' ? (user as User) : null
})

export const isAdmin = (user: User | null): boolean => isAdminUser(user)

/** Operator pages: anyone but an admin goes to the home page (checked on the server for every page). */
export async function requireAdmin(): Promise<User> {
  const user = await getCurrentUser()
  if (!isAdmin(user)) redirect('/')
  return user as User
}
