'use client'

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { formatPrice } from '@/i18n/config'
import { useShell } from '@/features/ui/client'
import type { ShippingZone } from '@/features/pricing'
import { noteAnswered, rememberWrite, takeAnswered, unansweredWrite } from '@/lib/account-sync'
import { jsonFetch } from '@/lib/json-fetch'
import { createLocalString } from '@/lib/local-store'
import { dropLocalCartToken, localCartToken, useLocalCart, writeLocalCart } from './local-store'
import type { ShownReduction } from '@/features/pricing/server'
import type { CodeOutcome } from '@/features/pricing/server'
import type { CartQuote, LineKey, Problem } from './pricing'
import { addLine, changeQuantity, itemCount, removeLine, sameLine, type CartLine } from './rules'
import { useAccountAnswers } from './use-account-answers'
import { useAccountRead } from './use-account-read'
import { useCodedQuote } from './use-coded-quote'

type Quote = CartQuote & { note?: string }
type Key = Pick<CartLine, 'id' | 'fragrance' | 'sets'>
type Shown = CartLine & {
  problem?: Problem | null
  lineTotal: number | null
  reduction?: ShownReduction | null
  discount?: number
  casePack?: number
}
type CartBody = { lines: LineKey[]; note?: string }

type Cart = {
  /** Lines to show: the server's priced lines when they match the cart, else the cart's lines without amounts. */
  lines: Shown[]
  count: number
  /** The server's amounts for exactly these lines; null while they are being priced. The browser never computes them. */
  subtotal: number | null
  shipping: Record<ShippingZone, number | null> | null
  total: Record<ShippingZone, number | null> | null
  /** The fee per ISO code shipped to (null inside: no set price there, the shopper asks the shop). */
  shippingByCountry: Record<string, number | null> | null
  /** The code's discount (0 without one) and what is left to spend for free shipping, from the same quote. */
  discount: number | null
  toFreeShipping: Record<ShippingZone, number | null> | null
  /** The running offers that applied (name, amount) and those a few more pieces would unlock. */
  offers: CartQuote['offers']
  offersMissing: CartQuote['offersMissing']
  /** The discount code the shopper typed (kept in the browser), and what the server said of it. */
  code: string
  codeOutcome: CodeOutcome | null
  /** The server refused to look codes up (too many unknown ones tried): its message. */
  codeBlocked: string | null
  setCode: (typed: string) => void
  checkoutable: boolean
  /** The quote is a dealer's: trade prices, every amount net of VAT (features/dealers). */
  trade: boolean
  /** A dealer's minimum order (net) and what is still missing. */
  minimum: CartQuote['minimum'] | null
  note: string
  signedIn: boolean
  /** Whose cart this is is known, and a signed-in account's cart has been read: until then lines may be missing. */
  loaded: boolean
  /** Adds a line; resolves when it is saved (at once signed out, when the account answers signed in): false if it was not. */
  add: (line: CartLine) => Promise<boolean>
  change: (key: Key, delta: number) => void
  remove: (key: Key) => void
  clear: () => void
  setNote: (note: string) => void
  /** Reads the account's cart again (after a payment, the server has emptied it). */
  reload: () => void
}

const CartContext = createContext<Cart | null>(null)
/** The signed-out cart's order note (carried into the order at checkout). */
const localNoteStore = createLocalString('cartNote')
/** The discount code typed in the cart or at checkout (this browser's; applied by the server's quote). */
const codeStore = createLocalString('discountCode', 40)
const toKeys = (lines: Pick<CartLine, 'id' | 'fragrance' | 'sets' | 'quantity'>[]): LineKey[] =>
  lines.map(({ id, fragrance, sets, quantity }) => ({ id, fragrance, sets, quantity }))
const sameKeys = (a: LineKey[], b: LineKey[]) => JSON.stringify(a) === JSON.stringify(b)
const unpriced = (l: CartLine): Shown => ({ ...l, lineTotal: null })

const call = (url: string, method: string, body?: unknown) => jsonFetch<Quote>(url, method, body)
const readAccount = () => call('/api/cart', 'GET')

/**
 * The one cart module: where the cart lives and how it stays in step.
 * - Signed out it lives in localStorage `cart` (other tabs follow through the storage event) and the
 *   server prices it (`/api/cart/quote`).
 * - Signed in it lives on the account: every change is sent as the whole cart (PUT) and the server
 *   answers with its priced quote; other tabs of the account are told to read it again
 *   (BroadcastChannel). A change this tab sent but never saw answered (the shopper left the page at
 *   once) is sent again by the next page (lib/account-sync).
 * - On sign-in the local cart is merged into the account's once (cart token), then deleted locally.
 * Every amount shown comes from the server's quote for exactly the lines shown.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const { user, userKnown, toast, t } = useShell()
  const owner = user?.id ?? null
  const signedIn = owner !== null
  const local = useLocalCart()
  const [account, setAccount] = useState<Quote | null>(null)
  /** The lines this tab last asked the account to hold (shown at once, priced when the answer comes). */
  const [sent, setSent] = useState<LineKey[] | null>(null)
  const [quote, setQuote] = useState<Quote | null>(null)
  const localNote = localNoteStore.useValue()
  const code = codeStore.useValue()
  const channel = useRef<BroadcastChannel | null>(null)

  // A read's answer is shown only if no save or merge was in flight when it was sent, nor sent since (issue 53).
  const { read: reload, writing } = useAccountAnswers(readAccount, setAccount)

  /** The last whole-cart save sent: the next one waits for its answer (two quick clicks crossed on the way). */
  const inFlight = useRef<Promise<unknown>>(Promise.resolve())
  /** Sends the whole cart to the account and shows the server's answer; resolves whether it was saved. */
  const transmit = useCallback(
    (body: CartBody): Promise<boolean> => {
      const answered = rememberWrite('cart', owner ?? '', body)
      // In flight from now: a read sent while it waits for the save before it is answered from before it.
      const written = writing()
      const saved = inFlight.current.then(() => call('/api/cart', 'PUT', body))
      inFlight.current = saved.catch(() => undefined)
      return saved.then((q) => {
        // Answered either way: a refused change was reported to the shopper and is not sent again by the
        // next page (only a change whose answer never came — the page was left — is).
        answered()
        // Not saved: the account's cart as it is shows again, never a line that is not there.
        setSent((now) => (now === body.lines ? null : now))
        if (q) setAccount(q)
        written()
        if (!q) return false
        channel.current?.postMessage('changed')
        return true
      })
    },
    [writing, owner],
  )
  /** A change made here: its lines are shown at once, their amounts when the server answers. */
  const put = useCallback(
    (body: CartBody) => {
      setSent(body.lines)
      return transmit(body)
    },
    [transmit],
  )

  // Signed in: other tabs are told to reload the account cart after every change.
  useEffect(() => {
    if (!signedIn || typeof BroadcastChannel === 'undefined') return
    const ch = new BroadcastChannel('vetrina-cart')
    ch.onmessage = reload
    channel.current = ch
    return () => ch.close()
  }, [signedIn, reload])

  // A page that loads with a change still unanswered sends it again (the render may predate it), to the
  // account it was made for only.
  useEffect(() => {
    if (!owner) return
    const unanswered = unansweredWrite<CartBody>('cart', owner)
    if (unanswered) void transmit(unanswered)
    else if (takeAnswered('cart')) reload()
  }, [owner, transmit, reload])

  // Sign-in: merge the local cart into the account's, then delete the local copy.
  const merging = useRef(false)
  useEffect(() => {
    if (!signedIn || merging.current) return
    if (local.length === 0) {
      if (!account) reload()
      return
    }
    merging.current = true
    // The token makes the merge happen once, even if another tab or the next page sends the same cart.
    const token = localCartToken()
    const merged = writing()
    void call('/api/cart/merge', 'POST', { lines: toKeys(local), ...(token ? { token } : {}) }).then((q) => {
      merging.current = false
      if (q) setAccount(q)
      merged()
      if (!q) return
      noteAnswered('cart')
      writeLocalCart([])
      dropLocalCartToken()
      channel.current?.postMessage('changed')
    })
  }, [signedIn, local, account, reload, writing])

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

  // Signed in, a change waits until the account's cart is read (the page's first read, the sign-in merge).
  const loaded = userKnown && (!signedIn || account !== null)
  const { accountRead, applyChange, settle } = useAccountRead()

  const accountKeys = useMemo(() => sent ?? toKeys(account?.lines ?? []), [sent, account])
  const keys = signedIn ? accountKeys : localKeys

  // With a code: the same lines priced again with it (the account's cart or the browser's, alike).
  const coded = useCodedQuote<Quote>(code, keys)

  const value = useMemo<Cart>(() => {
    const withCode = coded && coded.code === code && sameKeys(coded.keys, keys) ? coded : null
    const source = code && !withCode?.blocked ? (withCode?.quote ?? null) : signedIn ? account : quote
    const priced = source && sameKeys(toKeys(source.lines), keys) ? source : null
    const known = [...(account?.lines ?? [])]
    const lines: Shown[] = priced
      ? priced.lines
      : signedIn
        ? keys.map((k) => unpriced({ ...(known.find((l) => sameLine(l, k)) ?? blankLine), ...k }))
        : local.map(unpriced)
    const empty = keys.length === 0
    const current = (): CartLine[] => (signedIn ? (lines as CartLine[]) : local)
    /** Applies `change` to the cart as it is: signed in, to the account's once read (`accountRead`). */
    const update = async (change: (now: CartLine[]) => CartLine[], note?: string): Promise<boolean> => {
      if (!signedIn) {
        writeLocalCart(change(local))
        return true
      }
      if (!(await accountRead())) return false
      return put({ lines: toKeys(applyChange(change)), ...(note !== undefined ? { note } : {}) })
    }
    return {
      lines,
      count: itemCount(keys),
      subtotal: empty ? 0 : (priced?.subtotal ?? null),
      shipping: empty ? { italy: 0, abroad: 0 } : (priced?.shipping ?? null),
      total: empty ? { italy: 0, abroad: 0 } : (priced?.total ?? null),
      shippingByCountry: empty ? {} : (priced?.shippingByCountry ?? null),
      discount: empty ? 0 : (priced?.discount ?? null),
      toFreeShipping: priced?.toFreeShipping ?? null,
      offers: priced?.offers ?? [],
      offersMissing: priced?.offersMissing ?? [],
      code,
      codeOutcome: priced?.code ?? null,
      codeBlocked: withCode?.blocked ?? null,
      setCode: (typed) => codeStore.write(typed.trim().toUpperCase()),
      checkoutable: Boolean(priced?.checkoutable),
      trade: priced?.basis === 'net',
      minimum: priced?.minimum ?? null,
      note: signedIn ? (account?.note ?? '') : localNote,
      signedIn,
      loaded,
      add: async (line) => {
        const saved = await update((now) => addLine(now, line))
        toast(saved ? t.cart.added : t.cart.addFailed)
        return saved
      },
      change: (key, delta) => {
        const before = current()
        void update((now) => changeQuantity(now, key, delta))
        if (changeQuantity(before, key, delta).length < before.length) toast(t.cart.removed)
      },
      remove: (key) => {
        void update((now) => removeLine(now, key))
        toast(t.cart.removed)
      },
      clear: () => void update(() => []),
      setNote: (note) => {
        if (signedIn) void update((now) => now, note)
        else localNoteStore.write(note)
      },
      reload,
    }
  }, [
    signedIn,
    loaded,
    account,
    quote,
    coded,
    code,
    local,
    keys,
    localNote,
    put,
    reload,
    accountRead,
    applyChange,
    toast,
    t,
  ])

  // What a waiting change applies to, and the changes waiting for the account's cart, once it is read.
  useEffect(
    () => settle(loaded, signedIn ? (value.lines as CartLine[]) : local),
    [settle, loaded, signedIn, value, local],
  )

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>
}

const blankLine: CartLine = {
  id: '',
  name: '',
  url: '',
  price: 0,
  image: '',
  quantity: 1,
  type: '',
  sets: '',
  fragrance: '',
  sku: '',
}

export function useCart(): Cart {
  const ctx = useContext(CartContext)
  if (!ctx) throw new Error('useCart must be used inside CartProvider')
  return ctx
}

/** An amount of the server's quote as shown: '…' while it is being priced. */
export const shownPrice = (amount: number | null) => (amount === null ? '…' : formatPrice(amount))

/** After a successful payment the browser's copy of the cart and its note are emptied. */
export function clearLocalCart() {
  writeLocalCart([])
  dropLocalCartToken()
  localNoteStore.write('')
  codeStore.write('')
}
