'use client'

import { useSyncExternalStore } from 'react'

/** Subscribes to changes of one key: writes in this tab (listeners) and in other tabs (the storage event). */
function subscriber(key: string, listeners: Set<() => void>) {
  return (listener: () => void) => {
    listeners.add(listener)
    const onStorage = (e: StorageEvent) => (e.key === key || e.key === null) && listener()
    window.addEventListener('storage', onStorage)
    return () => {
      listeners.delete(listener)
      window.removeEventListener('storage', onStorage)
    }
  }
}

/** Checks one stored item; returns the clean item or null (the whole list is then discarded). */
export type ItemCheck<T> = (raw: unknown) => T | null

/**
 * A list kept in one localStorage key, validated on every read (a small hand-written check
 * rather than zod, to keep zod out of the browser bundle):
 * corrupt or hand-edited data is discarded (the list starts empty), never a crash.
 * Other tabs see changes through the `storage` event.
 */
export function createLocalList<T>(key: string, check: ItemCheck<T>, max = 100) {
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
        const parsed: unknown = JSON.parse(raw)
        const items = Array.isArray(parsed) && parsed.length <= max ? parsed.map(check) : [null]
        if (items.every((i) => i !== null)) value = items as T[]
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

  const subscribe = subscriber(key, listeners)

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
  const subscribe = subscriber(key, listeners)
  const useValue = (): string => useSyncExternalStore(subscribe, read, () => '')
  return { read, write, useValue }
}

/** Field checks for stored items. */
export const str = (v: unknown, max: number, min = 0): v is string =>
  typeof v === 'string' && v.length >= min && v.length <= max
export const money = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0
