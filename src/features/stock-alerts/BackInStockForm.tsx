'use client'

import Link from 'next/link'
import { useId, useState, type FormEvent } from 'react'
import { fill } from '@/i18n/config'
import { useMessages } from '@/features/ui/client'
import { useShell } from '@/features/ui/client'

/**
 * "Tell me when it is back" on a sold-out product or fragrance (issue 40). A plain form that works before
 * JavaScript loads (it lands on /back-in-stock); with the script it answers in place. A signed-in
 * customer's own address is used (one click); a guest confirms by e-mail. The page is cached for every
 * visitor: who is signed in is known only in the browser.
 */
export function BackInStockForm({
  productId,
  soldOutFragrances,
  wholeProduct,
}: {
  productId: string
  /** The fragrances sold out while the product is on sale (empty when the whole product is sold out). */
  soldOutFragrances: string[]
  wholeProduct: boolean
}) {
  const t = useMessages('stockAlert')
  const m = t.stockAlert
  const { lang, user } = useShell()
  const ids = { title: useId(), email: useId(), fragrance: useId() }
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const data = Object.fromEntries(new FormData(e.currentTarget))
    setBusy(true)
    try {
      const res = await fetch('/api/stock-alerts', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(data),
      })
      const body = (await res.json().catch(() => ({}))) as { status?: string; error?: string }
      if (!res.ok) setStatus({ text: body.error || m.failed, error: true })
      else if (body.status === 'waiting')
        setStatus({ text: fill(m.waiting, { email: user?.email ?? '' }), error: false })
      else setStatus({ text: body.status === 'available' ? m.available : m.sent, error: false })
    } catch {
      setStatus({ text: m.failed, error: true })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="stock-alert" aria-labelledby={ids.title}>
      <h2 id={ids.title} className="stock-alert-title">
        {m.title}
      </h2>
      <form action="/api/stock-alerts" method="post" onSubmit={(e) => void submit(e)}>
        <input type="hidden" name="product" value={productId} />
        <input type="hidden" name="lang" value={lang} />
        {wholeProduct ? (
          <input type="hidden" name="fragrance" value="" />
        ) : (
          <p className="field">
            <label htmlFor={ids.fragrance}>{m.fragrance}</label>
            <select id={ids.fragrance} name="fragrance" required>
              {soldOutFragrances.map((f) => (
                <option key={f} value={f}>
                  {f}
                </option>
              ))}
            </select>
          </p>
        )}
        {user ? (
          <p>{fill(m.introSignedIn, { email: user.email })}</p>
        ) : (
          <>
            <p>{m.intro}</p>
            <p className="field">
              <label htmlFor={ids.email}>{m.email}</label>
              <input id={ids.email} name="email" type="email" required autoComplete="email" maxLength={200} />
            </p>
          </>
        )}
        <p className="stock-alert-consent muted">
          {m.consent} <Link href="/privacy">{m.privacy}</Link>
        </p>
        <button type="submit" className="btn btn-outline" disabled={busy}>
          {busy ? m.sending : m.submit}
        </button>
        <p role="status" className={`form-msg ${status?.error ? 'error' : 'ok'}`}>
          {status?.text}
        </p>
      </form>
    </section>
  )
}
