'use server'

import { redirect } from 'next/navigation'
import { z } from 'zod'
import { isFormData } from '@/lib/http'
import { getShopPayload } from '@/payload/shop-payload'
import { getCurrentUser } from './session'
import { signOutSessions } from './sessions'

const which = z.union([z.literal('others'), z.string().regex(/^[\w-]{8,80}$/)])

/**
 * Signs out one of the account's other sessions (`sid`) or all of them (`others`) from the account's
 * list; a plain form, so it works before the page's JavaScript. The list shows how many ended.
 */
export async function endSessions(fd: FormData): Promise<void> {
  const user = await getCurrentUser()
  if (!user) redirect('/account')
  const parsed = isFormData(fd) ? which.safeParse(String(fd.get('session') ?? '')) : null
  const ended = parsed?.success
    ? await signOutSessions(await getShopPayload(), user, parsed.data === 'others' ? 'others' : { sid: parsed.data })
    : 0
  redirect(`/account-sessions?ended=${ended}`)
}
