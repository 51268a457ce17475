'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import { fill } from '@/i18n/config'
import { useShell } from '@/features/ui/client'
import type { Suggestion } from './results'
import type { KeyHandler, ListState } from './suggestion-state'

type Option = { id: string; url: string; label: string; group: 'products' | 'categories' | 'pages' | 'all' }

/** Pause after a keystroke before asking (the answer then arrives well within 100 ms on the demo shop). */
const DEBOUNCE_MS = 30
const EMPTY: Suggestion = { products: [], categories: [], pages: [] }

/**
 * The search field's suggestions (loaded when the shopper first reaches for the field, see SearchBox):
 * from the second character, products with photo and price, categories, pages, and "all results" in an
 * ARIA 1.2 listbox (the listbox element and the count's status line are the field's). Arrows move
 * through the options, Enter opens the active one, Escape closes the list. Earlier requests are
 * cancelled; answers are kept for the visit. It tells the field whether the list shows, which option
 * is active and how many there are (the field carries aria-expanded and aria-activedescendant).
 */
export function SearchSuggestions({
  id,
  query,
  open,
  setOpen,
  onState,
  keysRef,
}: {
  id: string
  query: string
  open: boolean
  setOpen: (open: boolean) => void
  onState: (state: ListState) => void
  keysRef: RefObject<KeyHandler | null>
}) {
  const { t, lang } = useShell()
  const router = useRouter()
  const [found, setFound] = useState<{ q: string; s: Suggestion } | null>(null)
  const [active, setActive] = useState({ q: query, i: -1 })
  const memo = useRef(new Map<string, Suggestion>())
  const pending = useRef<AbortController | null>(null)

  const ask = useCallback(
    (q: string) => {
      const key = `${lang}:${q.trim().toLowerCase()}`
      const known = memo.current.get(key)
      pending.current?.abort()
      if (known) return setFound({ q, s: known })
      const controller = new AbortController()
      pending.current = controller
      fetch(`/api/search?${new URLSearchParams({ q: q.trim(), lang })}`, { signal: controller.signal })
        .then((r) => (r.ok ? (r.json() as Promise<Suggestion>) : EMPTY))
        .then((s) => {
          const clean = { products: s.products ?? [], categories: s.categories ?? [], pages: s.pages ?? [] }
          memo.current.set(key, clean)
          setFound({ q, s: clean })
        })
        .catch(() => undefined)
    },
    [lang],
  )

  useEffect(() => {
    if (query.trim().length < 2) {
      pending.current?.abort()
      return
    }
    const timer = setTimeout(() => ask(query), DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [query, ask])

  // Suggestions show from the second character (an older answer is not shown for a shorter query).
  const shown = query.trim().length >= 2 ? found : null
  const s = shown?.s ?? EMPTY
  const options: Option[] = shown
    ? [
        ...s.products.map((p) => ({ id: `${id}-p-${p.id}`, url: p.url, label: p.name, group: 'products' as const })),
        ...s.categories.map((c, i) => ({
          id: `${id}-c-${i}`,
          url: c.url,
          label: c.title,
          group: 'categories' as const,
        })),
        ...s.pages.map((c, i) => ({ id: `${id}-g-${i}`, url: c.url, label: c.title, group: 'pages' as const })),
        {
          id: `${id}-all`,
          url: `/search?q=${encodeURIComponent(shown.q.trim())}`,
          label: fill(t.search.seeAll, { query: shown.q.trim() }),
          group: 'all' as const,
        },
      ]
    : []
  const expanded = open && options.length > 0
  // A new text starts with no active option.
  const index = active.q === query ? active.i : -1
  const current = expanded && index >= 0 ? options[index] : undefined

  useEffect(
    () => onState({ expanded, active: current?.id, count: options.length }),
    [expanded, current?.id, options.length, onState],
  )

  const go = (option: Option) => {
    setOpen(false)
    setActive({ q: query, i: -1 })
    router.push(option.url)
  }

  const onKey: KeyHandler = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!options.length) return false
      e.preventDefault()
      setOpen(true)
      const last = options.length - 1
      const next = e.key === 'ArrowDown' ? (index < last ? index + 1 : 0) : index > 0 ? index - 1 : last
      setActive({ q: query, i: next })
      return true
    }
    if (e.key === 'Enter' && current) {
      e.preventDefault()
      go(current)
      return true
    }
    if (e.key === 'Escape' && expanded) {
      e.preventDefault()
      setOpen(false)
      setActive({ q: query, i: -1 })
      return true
    }
    return false
  }
  // The field's keydown asks this render's handler (it knows this render's options).
  useEffect(() => {
    keysRef.current = onKey
  })

  const group = (name: Option['group'], title: string) => {
    const items = options.filter((o) => o.group === name)
    if (!items.length) return null
    return (
      <li role="presentation">
        <div className="search-group-title" id={`${id}-${name}`} aria-hidden="true">
          {title}
        </div>
        <ul role="group" aria-labelledby={`${id}-${name}`}>
          {items.map((o) => {
            const product = name === 'products' ? s.products.find((p) => `${id}-p-${p.id}` === o.id) : undefined
            return (
              <li
                key={o.id}
                id={o.id}
                role="option"
                aria-selected={current?.id === o.id}
                className="search-option"
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => go(o)}
              >
                {product ? (
                  <>
                    {product.image ? (
                      // eslint-disable-next-line @next/next/no-img-element -- an optimiser URL made on the server
                      <img src={product.image} alt="" width={40} height={40} loading="lazy" />
                    ) : (
                      <span className="search-thumb" />
                    )}
                    <span className="search-option-text">
                      <span>{o.label}</span>
                      <span className="search-option-meta">
                        {product.price}
                        {product.soldOut ? ` · ${t.search.soldOut}` : ''}
                        {product.other ? ` · ${t.search.otherLang}` : ''}
                      </span>
                    </span>
                  </>
                ) : (
                  <span className="search-option-text">{o.label}</span>
                )}
              </li>
            )
          })}
        </ul>
      </li>
    )
  }

  return (
    <>
      {group('products', t.search.products)}
      {group('categories', t.search.categories)}
      {group('pages', t.search.pages)}
      {group('all', t.search.title)}
    </>
  )
}
