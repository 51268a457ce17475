'use client'

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useShell } from '@/features/ui/client'
import { noteAnswered, rememberWrite, takeAnswered, unansweredWrite } from '@/lib/account-sync'
import { jsonFetch } from '@/lib/json-fetch'
import { useLocalWishlist, writeLocalWishlist, type WishlistItem } from './local-store'

type Wishlist = {
  items: WishlistItem[]
  /**
   * Signed in, the account's wishlist has been read (or merged at sign-in). Until then what is shown lacks
   * the saved items, and a toggle would save the whole list without them: the hearts wait (aria-disabled).
   */
  loaded: boolean
  has: (id: string) => boolean
  toggle: (item: WishlistItem) => void
  remove: (id: string) => void
}
const WishlistContext = createContext<Wishlist | null>(null)

const call = async (url: string, method: string, ids?: string[]) =>
  (await jsonFetch<{ items: WishlistItem[] }>(url, method, ids ? { ids } : undefined))?.items ?? null

/** Wishlist: localStorage `wishlist` signed out, the account's wishlist signed in, merged on sign-in. */
export function WishlistProvider({ children }: { children: ReactNode }) {
  const { user, toast, t } = useShell()
  const owner = user?.id ?? null
  const signedIn = owner !== null
  const local = useLocalWishlist()
  const [account, setAccount] = useState<WishlistItem[] | null>(null)
  const merging = useRef(false)
  // The account's saves, one after the other: each sends the whole list, so one sent later must not land
  // before an earlier one (a slow network, or two instances answering), and only the last one's answer is
  // shown (an earlier answer would take a heart back). A read's answer is shown only if no save was in
  // flight when it was sent, nor sent since (the cart's rule, cart/account-answers.ts).
  const saving = useRef<Promise<unknown>>(Promise.resolve())
  const saves = useRef(0)
  const settled = useRef(0)

  const read = useCallback(() => {
    const before = saves.current
    const quiet = settled.current === before
    void call('/api/wishlist', 'GET').then((items) => {
      if (items && quiet && saves.current === before) setAccount(items)
    })
  }, [])

  /** Saves the whole list to the account, after the saves before it; remembered until answered. */
  const send = useCallback(
    (ids: string[]) => {
      if (!owner) return
      const answered = rememberWrite('wishlist', owner, ids)
      const mine = ++saves.current
      saving.current = saving.current
        .then(() => call('/api/wishlist', 'PUT', ids))
        .then((server) => {
          settled.current = Math.max(settled.current, mine)
          if (server) answered()
          if (mine !== saves.current) return
          // The last one: its answer is the account's list; refused, the account's list as it is.
          if (server) setAccount(server)
          else read()
        })
    },
    [owner, read],
  )

  useEffect(() => {
    if (!signedIn || merging.current) return
    if (local.length === 0) {
      if (!account) read()
      return
    }
    merging.current = true
    void call(
      '/api/wishlist/merge',
      'POST',
      local.map((i) => i.id),
    ).then((items) => {
      merging.current = false
      if (!items) return
      noteAnswered('wishlist')
      setAccount(items)
      writeLocalWishlist([])
    })
  }, [signedIn, local, account, read])

  // A page that loads with a change still unanswered sends it again (the render may predate it), to the
  // account it was made for only.
  useEffect(() => {
    if (!owner) return
    const unanswered = unansweredWrite<string[]>('wishlist', owner)
    if (unanswered) send(unanswered)
    else if (takeAnswered('wishlist')) read()
  }, [owner, send, read])

  const value = useMemo<Wishlist>(() => {
    const items = signedIn ? (account ?? []) : local
    const loaded = !signedIn || account !== null
    const save = (next: WishlistItem[]) => {
      if (!loaded) return
      if (signedIn) {
        setAccount(next)
        send(next.map((i) => i.id))
      } else writeLocalWishlist(next)
    }
    return {
      items,
      loaded,
      has: (id) => items.some((i) => i.id === id),
      toggle: (item) => {
        if (!loaded) return
        if (items.some((i) => i.id === item.id)) {
          save(items.filter((i) => i.id !== item.id))
          toast(t.wishlist.removed)
        } else {
          save([...items, item])
          toast(t.wishlist.added)
        }
      },
      remove: (id) => {
        if (!loaded) return
        save(items.filter((i) => i.id !== id))
        toast(t.wishlist.removed)
      },
    }
  }, [signedIn, account, local, toast, t, send])

  return <WishlistContext.Provider value={value}>{children}</WishlistContext.Provider>
}

export function useWishlist(): Wishlist {
  const ctx = useContext(WishlistContext)
  if (!ctx) throw new Error('useWishlist must be used inside WishlistProvider')
  return ctx
}
