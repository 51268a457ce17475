'use client'

import { useState } from 'react'
import { useHydrated } from '@/features/ui/client'

type Texts = { resend: string; failed: string }

/**
 * "Send the link again" in the dashboard's "not verified" notice: asks the shop to queue the
 * verification e-mail once more (POST /api/account/verification). What happened is said in a polite
 * live region (the answer's message in the page's language), a refusal as an alert.
 */
export function ResendVerification({ texts }: { texts: Texts }) {
  const hydrated = useHydrated()
  const [pending, setPending] = useState(false)
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null)
  async function send() {
    if (!hydrated || pending) return
    setPending(true)
    try {
      const res = await fetch('/api/account/verification', { method: 'POST' })
      const body = (await res.json().catch(() => ({}))) as { message?: string; error?: string }
      setAnswer(res.ok ? { ok: true, text: body.message ?? '' } : { ok: false, text: body.error ?? texts.failed })
    } catch {
      setAnswer({ ok: false, text: texts.failed })
    } finally {
      setPending(false)
    }
  }
  return (
    <>
      <button
        type="button"
        className="btn btn-outline btn-small"
        onClick={send}
        aria-disabled={!hydrated || pending || undefined}
      >
        {texts.resend}
      </button>
      <span role="status">{answer?.ok ? ` ${answer.text}` : ''}</span>
      {answer && !answer.ok ? <span role="alert"> {answer.text}</span> : null}
    </>
  )
}
