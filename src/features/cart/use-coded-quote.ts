'use client'

import { useEffect, useState } from 'react'
import type { LineKey } from './pricing'

/** The server's quote of `keys` with the typed code, or its refusal to look codes up (429: its message). */
export type CodedQuote<Q> = { code: string; keys: LineKey[]; quote: Q | null; blocked: string | null }

/**
 * The cart's lines priced again with the discount code typed (the account's cart or the browser's, alike):
 * asked again whenever the code or the lines change; an answer for lines or a code no longer shown is kept
 * apart by the keys and code it names (the cart compares them before using it).
 */
export function useCodedQuote<Q>(code: string, keys: LineKey[]): CodedQuote<Q> | null {
  const [coded, setCoded] = useState<CodedQuote<Q> | null>(null)
  const keysJson = JSON.stringify(keys)
  useEffect(() => {
    const lines = JSON.parse(keysJson) as LineKey[]
    if (!code || lines.length === 0) return
    let stale = false
    void fetch('/api/cart/quote', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lines, code }),
    })
      .then(async (res) => {
        const body = (await res.json().catch(() => null)) as (Q & { error?: string }) | null
        if (stale) return
        setCoded({
          code,
          keys: lines,
          quote: res.ok ? body : null,
          blocked: res.status === 429 ? (body?.error ?? null) : null,
        })
      })
      .catch(() => undefined)
    return () => {
      stale = true
    }
  }, [code, keysJson])
  return coded
}
