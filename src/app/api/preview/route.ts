import { draftMode } from 'next/headers'
import { NextResponse } from 'next/server'
import { env } from '@/lib/env'
import { getCurrentUser } from '@/features/sign-in/server'
import { getMessages } from '@/i18n/server'
import { isLang, langCookieString } from '@/i18n/locales'
import { isPreviewPath } from '@/features/preview/server'
import { jsonError } from '@/lib/http'
import { isAdminUser } from '@/payload/access'

/** The operator only: show the storefront with the drafts (Next's draft mode) at `path`, in `lang`. */
export async function GET(request: Request) {
  const { t } = await getMessages()
  if (!isAdminUser(await getCurrentUser())) return jsonError(403, t.admin.forbidden)
  const q = new URL(request.url).searchParams
  const path = q.get('path') ?? '/'
  if (!isPreviewPath(path)) return jsonError(400, t.admin.forbidden)
  ;(await draftMode()).enable()
  const res = NextResponse.redirect(new URL(path, env.siteUrl), 303)
  const lang = q.get('lang')
  if (isLang(lang)) res.headers.append('Set-Cookie', langCookieString(lang))
  return res
}
