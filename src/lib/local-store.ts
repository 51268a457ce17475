'use client'

import { useSyncExternalStore } from 'react'
import type { z } from 'zod'

/**
 * A list kept in one localStorage key, validated with zod on every read:
 * corrupt or hand-edited data is discarded (the list starts empty), never a crash.
 * Other tabs see changes through the `storage` event.
 */
export function createLocalList<T>(key: string, schema: z.ZodType<T[]>) {
  const EMPTY: T[] = []
  const listeners = new Set<() => void>()
  let cache: { raw: string | null; value: T[] } = { raw: null, value: EMPTY }

  function read(): T[] {
    let raw: string | null
    try {
      raw = localStorage.getItem(key)
    } catch {
      return EMPTY
    }
    if (raw === cache.raw) return cache.value
    let value = EMPTY
    if (raw) {
      try {
        const parsed = schema.safeParse(JSON.parse(raw))
        if (parsed.success) value = parsed.data
        else localStorage.removeItem(key)
      } catch {
        localStorage.removeItem(key)
      }
    }
    cache = { raw, value }
    return value
  }

  function write(items: T[]) {
    try {
      if (items.length) localStorage.setItem(key, JSON.stringify(items))
      else localStorage.removeItem(key)
    } catch {
      /* storage full or disabled */
    }
    listeners.forEach((l) => l())
  }

  function subscribe(listener: () => void) {
    listeners.add(listener)
    const onStorage = (e: StorageEvent) => (e.key === key || e.key === null) && listener()
    window.addEventListener('storage', onStorage)
    return () => {
      listeners.delete(listener)
      window.removeEventListener('storage', onStorage)
    }
  }

  const useList = (): T[] => useSyncExternalStore(subscribe, read, () => EMPTY)
  return { read, write, useList }
}

/** A string kept in one localStorage key (e.g. the signed-out cart note). */
export function createLocalString(key: string, maxLength = 1000) {
  const listeners = new Set<() => void>()
  const read = (): string => {
    try {
      return (localStorage.getItem(key) ?? '').slice(0, maxLength)
    } catch {
      return ''
    }
  }
  const write = (value: string) => {
    try {
      if (value) localStorage.setItem(key, value.slice(0, maxLength))
      else localStorage.removeItem(key)
    } catch {
      /* storage disabled */
    }
    listeners.forEach((l) => l())
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    const onStorage = (e: StorageEvent) => (e.key === key || e.key === null) && listener()
    window.addEventListener('storage', onStorage)
    return () => {
      listeners.delete(listener)
      window.removeEventListener('storage', onStorage)
    }
  }
  const useValue = (): string => useSyncExternalStore(subscribe, read, () => '')
  return { read, write, useValue }
}
