'use client'

import { useState, type FormEvent } from 'react'
import { CSV_TEXT, type CsvLang } from './texts'
import { SCRIPT_FORM, useHydrated } from '@/features/ui/client'

type Diff = { field: string; before: string; after: string }
type Row = { line: number; sku: string; create: boolean; diffs: Diff[] }
type Refusal = { line: number; reason: string; en?: string; sku?: string }
type Preview = { changes: Row[]; refusals: Refusal[]; unchanged: number; digest: string }
type Source = { name: string; data: string } | { priceChange: string }

const API = '/api/admin/products-csv'
const SHOWN = 200

/** The file's bytes as base64 (the shop's endpoints take JSON only). */
async function base64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  let out = ''
  for (let i = 0; i < bytes.length; i += 0x8000) out += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(out)
}

async function post(step: 'preview' | 'apply', body: object) {
  const res = await fetch(`${API}/${step}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: res.status, data: (await res.json().catch(() => ({}))) as Record<string, unknown> }
}

/** The /cms panel: export link, upload → preview (changes and refusals) → apply; the same for a bulk price change. */
export function CsvTool({ lang }: { lang: CsvLang }) {
  // Until the script runs, its submit does nothing (SCRIPT_FORM): the button says so.
  const hydrated = useHydrated()
  const t = CSV_TEXT[lang]
  const [source, setSource] = useState<Source | null>(null)
  const [preview, setPreview] = useState<Preview | null>(null)
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)

  async function check(next: Source) {
    setBusy(true)
    setMessage(t.working)
    setPreview(null)
    const { status, data } = await post('preview', next)
    setBusy(false)
    if (status !== 200) return setMessage(String(data.error ?? t.failed))
    setSource(next)
    setPreview(data as unknown as Preview)
    setMessage('')
  }

  async function onFile(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const file = (e.currentTarget.elements.namedItem('csv') as HTMLInputElement).files?.[0]
    if (file && file.size > 10 * 1024 * 1024) return setMessage(t.tooBig)
    if (file) await check({ name: file.name, data: await base64(file) })
  }

  async function onPrices(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const form = new FormData(e.currentTarget)
    const pct = String(form.get('percent') ?? '').trim()
    await check({
      priceChange: `category=${String(form.get('category') ?? '')}:${/^[+-]/.test(pct) ? pct : `+${pct}`}%`,
    })
  }

  async function apply() {
    if (!source || !preview) return
    setBusy(true)
    setMessage(t.working)
    const { status, data } = await post('apply', { ...source, digest: preview.digest })
    setBusy(false)
    if (status === 200) {
      setPreview(null)
      setSource(null)
      return setMessage(t.applied(Number(data.created), Number(data.updated)))
    }
    if (Array.isArray(data.refusals)) setPreview({ ...preview, changes: [], refusals: data.refusals as Refusal[] })
    setMessage(String(data.error ?? t.failed))
  }

  const box = { margin: 'var(--base) 0', padding: 'var(--base)', border: '1px solid var(--theme-elevation-150)' }
  const rows =
    preview?.changes.flatMap((c) => c.diffs.map((d) => ({ ...d, line: c.line, sku: c.sku, create: c.create }))) ?? []
  return (
    <section
      aria-labelledby="csv-title"
      style={{ margin: 'var(--base) 0 calc(var(--base) * 2)' }}
      data-testid="products-csv"
    >
      <h2 id="csv-title">{t.title}</h2>
      <p>{t.intro}</p>
      <p>
        <a href={`${API}/export`} download>
          {t.export}
        </a>
      </p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) * 2)' }}>
        <form {...SCRIPT_FORM} onSubmit={onFile} style={box}>
          <label htmlFor="csv-file">{t.file}</label>{' '}
          <input id="csv-file" name="csv" type="file" accept=".csv,text/csv" required />{' '}
          <button type="submit" disabled={busy} aria-disabled={hydrated ? undefined : true}>
            {t.preview}
          </button>
        </form>
        <form {...SCRIPT_FORM} onSubmit={onPrices} style={box} aria-labelledby="csv-prices">
          <h3 id="csv-prices">{t.priceTitle}</h3>
          <label htmlFor="csv-category">{t.category}</label>{' '}
          <input id="csv-category" name="category" required maxLength={100} />{' '}
          <label htmlFor="csv-percent">{t.percent}</label>{' '}
          <input
            id="csv-percent"
            name="percent"
            required
            inputMode="decimal"
            pattern="[+\-]?\d{1,3}([.,]\d{1,2})?"
            size={6}
          />{' '}
          <button type="submit" disabled={busy} aria-disabled={hydrated ? undefined : true}>
            {t.previewPrices}
          </button>
        </form>
      </div>
      <p role="status" aria-live="polite">
        {message}
      </p>
      {preview && (
        <div>
          <p>
            <strong>{t.changes(preview.changes.length)}</strong>, {t.unchanged(preview.unchanged)}
            {preview.refusals.length ? <strong>. {t.refusals(preview.refusals.length)}</strong> : null}
          </p>
          {preview.refusals.length > 0 && (
            <table>
              <caption style={{ textAlign: 'start' }}>{t.refusals(preview.refusals.length)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.line}</th>
                  <th scope="col">{t.sku}</th>
                  <th scope="col">{t.reason}</th>
                </tr>
              </thead>
              <tbody>
                {preview.refusals.slice(0, SHOWN).map((r, i) => (
                  <tr key={i}>
                    <td>{r.line}</td>
                    <td>{r.sku ?? ''}</td>
                    {lang === 'en' && r.en ? (
                      <td>
                        {r.en}
                        <br />
                        <small lang="it">{r.reason}</small>
                      </td>
                    ) : (
                      <td lang="it">{r.reason}</td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {rows.length > 0 && (
            <table>
              <caption style={{ textAlign: 'start' }}>{t.changes(preview.changes.length)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.line}</th>
                  <th scope="col">{t.sku}</th>
                  <th scope="col">{t.field}</th>
                  <th scope="col">{t.before}</th>
                  <th scope="col">{t.after}</th>
                </tr>
              </thead>
              <tbody>
                {rows.slice(0, SHOWN).map((r, i) => (
                  <tr key={i}>
                    <td>{r.line || ''}</td>
                    <td>
                      {r.sku}
                      {r.create ? ` (${t.created})` : ''}
                    </td>
                    <td lang="it">{r.field}</td>
                    <td>{r.before}</td>
                    <td>{r.after}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {rows.length > SHOWN && <p>{t.more(rows.length - SHOWN)}</p>}
          {preview.refusals.length === 0 && preview.changes.length > 0 && (
            <button type="button" onClick={apply} disabled={busy}>
              {t.apply}
            </button>
          )}
          {preview.refusals.length === 0 && preview.changes.length === 0 && <p>{t.nothing}</p>}
        </div>
      )}
    </section>
  )
}
