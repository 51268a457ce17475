import { NextResponse } from 'next/server'
import {
  applyImport,
  catalogueCsv,
  CSV_TEXT,
  loadCatalogue,
  previewImport,
  readImportBody,
} from '@/features/catalogue-io/server'
import { endpoint } from '@/features/sign-in/request'
import { jsonError } from '@/lib/http'
import { log } from '@/lib/logger'

/**
 * Operator only (403 for anyone else), issue 54: GET `export` downloads the product CSV; POST `preview`
 * answers what a file (JSON, base64) or a bulk price change would do; POST `apply` applies it all or
 * nothing — 422 with the refusals, 409 when the catalogue changed since the preview, 503 when the
 * database refused it (rolled back whole).
 */
export const GET = endpoint<undefined, 'operator', { step: string }>(
  { who: 'operator' },
  async ({ payload, params }) => {
    if (params.step !== 'export') return jsonError(404, 'Not found')
    const day = new Date().toISOString().slice(0, 10)
    return new Response(catalogueCsv(await loadCatalogue(payload)), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="prodotti-${day}.csv"`,
        'Cache-Control': 'private, no-store',
      },
    })
  },
)

export const POST = endpoint<undefined, 'operator', { step: string }>(
  { who: 'operator' },
  async ({ payload, params, request, lang, user, ip }) => {
    const t = CSV_TEXT[lang === 'en' ? 'en' : 'it']
    if (params.step !== 'preview' && params.step !== 'apply') return jsonError(404, t.badRequest)
    const body = await readImportBody(request)
    if (!body.ok) return jsonError(body.status, body.status === 413 ? t.tooBig : t.badRequest)
    if (params.step === 'preview') return NextResponse.json(await previewImport(payload, body.source))
    const done = await applyImport(payload, body.source, { by: user.email, ip, digest: body.digest }).catch((err) => {
      // Rolled back whole (a write or the commit failed, e.g. SQLite busy): nothing applied, try again.
      log.error('products CSV import failed', { error: (err as Error).message })
      return null
    })
    if (!done) return jsonError(503, t.failed)
    if (done.ok) return NextResponse.json(done)
    return done.stale
      ? jsonError(409, t.stale, undefined, { refusals: done.refusals })
      : jsonError(422, t.failed, undefined, { refusals: done.refusals })
  },
)
