import { draftMode } from 'next/headers'
import { getCurrentUser } from '@/features/sign-in/server'
import { isAdminUser } from '@/payload/access'

/**
 * Whether this request shows the operator's drafts: Next's draft mode (a cookie only /api/preview sets,
 * for the operator) and, still, a signed-in operator. Outside a request (build, scripts) and in static
 * rendering it is false, so published pages stay static and cached; only the operator's preview is
 * rendered per request, uncached.
 */
export async function previewing(): Promise<boolean> {
  let enabled = false
  try {
    enabled = (await draftMode()).isEnabled
  } catch {
    return false
  }
  return enabled && isAdminUser(await getCurrentUser())
}
