'use client'

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useShell } from '@/features/shell/ShellProvider'
import { beginAccountWrite, rereadAfterRecentWrite } from '@/lib/account-sync'
import { jsonFetch } from '@/lib/json-fetch'
import { createLocalString } from '@/lib/local-store'
import { dropLocalCartToken, localCartToken, useLocalCart, writeLocalCart } from './local-store'
import type { LineKey, PricedLine } from './pricing'
import { addLine, changeQuantity, itemCount, removeLine, type CartLine } from './rules'

type Quote = { lines: PricedLine[]; subtotal: number; checkoutable: boolean; note?: string }
type Key = Pick<CartLine, 'id' | 'fragrance' | 'sets'>

type Cart = {
  /** Lines to show: the server's priced lines when known, else what the browser holds. */
  lines: (CartLine & { problem?: PricedLine['problem'] })[]
  count: number
  /** Subtotal computed by the server from catalogue prices; null while it is being computed. */
  subtotal: number | null
  checkoutable: boolean
  note: string
  signedIn: boolean
  add: (line: CartLine) => void
  change: (key: Key, delta: number) => void
  remove: (key: Key) => void
  clear: () => void
  setNote: (note: string) => void
}

const CartContext = createContext<Cart | null>(null)
/** The signed-out cart's order note (carried into the order at checkout). */
const localNoteStore = createLocalString('cartNote')
const toKeys = (lines: Pick<CartLine, 'id' | 'fragrance' | 'sets' | 'quantity'>[]): LineKey[] =>
  lines.map(({ id, fragrance, sets, quantity }) => ({ id, fragrance, sets, quantity }))
const sameKeys = (a: LineKey[], b: LineKey[]) => JSON.stringify(a) === JSON.stringify(b)

const call = (url: string, method: string, body?: unknown) => jsonFetch<Quote>(url, method, body)

/**
 * The one cart module. Signed out it lives in localStorage `cart`; signed in it lives on
 * the account (server) and follows the customer. On sign-in the local cart is merged into
 * the account's and the local copy deleted. Every total shown comes from the server.
 */
export function CartProvider({ initial, children }: { initial: Quote | null; children: ReactNode }) {
  const { user, toast, t } = useShell()
  const signedIn = Boolean(user)
  const local = useLocalCart()
  const [account, setAccount] = useState<Quote | null>(initial)
  const [quote, setQuote] = useState<Quote | null>(null)
  const localNote = localNoteStore.useValue()
  const channel = useRef<BroadcastChannel | null>(null)

  // Signed in: other tabs are told to reload the account cart after every change.
  useEffect(() => {
    if (!signedIn || typeof BroadcastChannel === 'undefined') return
    const ch = new BroadcastChannel('vetrina-cart')
    ch.onmessage = () => void call('/api/cart', 'GET').then((q) => q && setAccount(q))
    channel.current = ch
    return () => ch.close()
  }, [signedIn])

  // After a payment the server emptied the account cart: show it.
  useEffect(() => {
    if (!signedIn) return
    const reload = () => void call('/api/cart', 'GET').then((q) => q && setAccount(q))
    window.addEventListener('vetrina:cart-cleared', reload)
    return () => window.removeEventListener('vetrina:cart-cleared', reload)
  }, [signedIn])

  // Sign-in: merge the local cart into the account's, then delete the local copy.
  const merging = useRef(false)
  useEffect(() => {
    if (!signedIn || merging.current) return
    if (local.length === 0) {
      if (!account) void call('/api/cart', 'GET').then((q) => q && setAccount(q))
      return
    }
    merging.current = true
    const landed = beginAccountWrite('cart')
    // The token makes the merge happen once, even if another tab or the next page sends the same cart.
    const token = localCartToken()
    void call('/api/cart/merge', 'POST', { lines: toKeys(local), ...(token ? { token } : {}) }).then((q) => {
      landed()
      merging.current = false
      if (!q) return
      setAccount(q)
      writeLocalCart([])
      dropLocalCartToken()
      channel.current?.postMessage('changed')
    })
  }, [signedIn, local, account])

  // This page may have been rendered before a change this tab had just sent: read it again.
  useEffect(() => {
    if (!signedIn) return
    return rereadAfterRecentWrite('cart', () => void call('/api/cart', 'GET').then((q) => q && setAccount(q)))
  }, [signedIn])

  // Signed out: the browser's cart is priced by the server.
  const localKeys = useMemo(() => toKeys(local), [local])
  useEffect(() => {
    if (signedIn) return
    let stale = false
    if (localKeys.length === 0) return
    void call('/api/cart/quote', 'POST', { lines: localKeys }).then((q) => !stale && setQuote(q))
    return () => {
      stale = true
    }
  }, [signedIn, localKeys])

  const accountKeys = useMemo(() => toKeys(account?.lines ?? []), [account])
  const keys = signedIn ? accountKeys : localKeys

  const save = useCallback((next: LineKey[], note?: string) => {
    // Optimistic: show the change at once, then take the server's priced answer.
    setAccount((prev) => ({
      lines: next.map((k) => ({
        ...(prev?.lines.find((l) => l.id === k.id && l.fragrance === k.fragrance && l.sets === k.sets) ?? {
          name: '',
          url: '',
          price: 0,
          image: '',
          type: '',
          sku: '',
          problem: null,
        }),
        ...k,
      })),
      subtotal: prev?.subtotal ?? 0,
      checkoutable: prev?.checkoutable ?? false,
      note: note ?? prev?.note,
    }))
    const landed = beginAccountWrite('cart')
    void call('/api/cart', 'PUT', { lines: next, ...(note !== undefined ? { note } : {}) }).then((q) => {
      landed()
      if (q) setAccount(q)
      channel.current?.postMessage('changed')
    })
  }, [])

  const update = useCallback(
    (fn: (lines: CartLine[]) => CartLine[]) => {
      if (signedIn) {
        const current = (account?.lines ?? []) as CartLine[]
        save(toKeys(fn(current)))
      } else {
        writeLocalCart(fn(local))
      }
    },
    [signedIn, account, local, save],
  )

  const value = useMemo<Cart>(() => {
    const priced = signedIn ? account : quote && sameKeys(toKeys(quote.lines), localKeys) ? quote : null
    const lines = signedIn ? (account?.lines ?? []) : priced ? priced.lines : local
    return {
      lines,
      count: itemCount(keys),
      subtotal: keys.length === 0 ? 0 : priced && sameKeys(toKeys(priced.lines), keys) ? priced.subtotal : null,
      checkoutable: Boolean(priced?.checkoutable),
      note: signedIn ? (account?.note ?? '') : localNote,
      signedIn,
      add: (line) => {
        update((ls) => addLine(ls, line))
        toast(t.cart.added)
      },
      change: (key, delta) => {
        const current = signedIn ? ((account?.lines ?? []) as CartLine[]) : local
        const next = changeQuantity(current, key, delta)
        update(() => next)
        if (next.length < current.length) toast(t.cart.removed)
      },
      remove: (key) => {
        update((ls) => removeLine(ls, key))
        toast(t.cart.removed)
      },
      clear: () => update(() => []),
      setNote: (note) => {
        if (signedIn) save(accountKeys, note)
        else localNoteStore.write(note)
      },
    }
  }, [signedIn, account, quote, local, localKeys, keys, accountKeys, localNote, update, save, toast, t])

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>
}

export function useCart(): Cart {
  const ctx = useContext(CartContext)
  if (!ctx) throw new Error('useCart must be used inside CartProvider')
  return ctx
}

/** After a successful payment the browser's copy of the cart and its note are emptied. */
export function clearLocalCart() {
  writeLocalCart([])
  dropLocalCartToken()
  localNoteStore.write('')
}
