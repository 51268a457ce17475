'use client'

import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
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
  const signedIn = Boolean(user)
  const local = useLocalWishlist()
  const [account, setAccount] = useState<WishlistItem[] | null>(null)
  const merging = useRef(false)
  // The account's saves, one after the other: each sends the whole list, so one sent later must not land
  // before an earlier one (a slow network, or two instances answering), and only the last one's answer is
  // shown (an earlier answer would take a heart back).
  const saving = useRef<Promise<unknown>>(Promise.resolve())
  const saves = useRef(0)

  useEffect(() => {
    if (!signedIn || merging.current) return
    if (local.length === 0) {
      if (!account) void call('/api/wishlist', 'GET').then((items) => items && setAccount(items))
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
  }, [signedIn, local, account])

  // A page that loads with a change still unanswered sends it again (the render may predate it).
  useEffect(() => {
    if (!signedIn) return
    const unanswered = unansweredWrite<string[]>('wishlist')
    if (!unanswered) {
      if (takeAnswered('wishlist')) void call('/api/wishlist', 'GET').then((items) => items && setAccount(items))
      return
    }
    const answered = rememberWrite('wishlist', unanswered)
    void call('/api/wishlist', 'PUT', unanswered).then((server) => {
      if (!server) return
      answered()
      setAccount(server)
    })
  }, [signedIn])

  const value = useMemo<Wishlist>(() => {
    const items = signedIn ? (account ?? []) : local
    const loaded = !signedIn || account !== null
    const save = (next: WishlistItem[]) => {
      if (!loaded) return
      if (signedIn) {
        setAccount(next)
        const ids = next.map((i) => i.id)
        const answered = rememberWrite('wishlist', ids)
        const mine = ++saves.current
        saving.current = saving.current
          .then(() => call('/api/wishlist', 'PUT', ids))
          .then((server) => {
            if (!server) return
            answered()
            if (mine === saves.current) setAccount(server)
          })
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
  }, [signedIn, account, local, toast, t])

  return <WishlistContext.Provider value={value}>{children}</WishlistContext.Provider>
}

export function useWishlist(): Wishlist {
  const ctx = useContext(WishlistContext)
  if (!ctx) throw new Error('useWishlist must be used inside WishlistProvider')
  return ctx
}
