import { draftMode } from 'next/headers'
import { NextResponse } from 'next/server'
import { env } from '@/lib/env'
import { isPreviewPath } from '@/features/preview/server'

/** Leave the preview: back to the published storefront at `path`. */
export async function GET(request: Request) {
  ;(await draftMode()).disable()
  const path = new URL(request.url).searchParams.get('path') ?? '/'
  return NextResponse.redirect(new URL(isPreviewPath(path) ? path : '/', env.siteUrl), 303)
}
