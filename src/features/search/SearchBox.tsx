'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { fill, fillCount } from '@/features/i18n/config'
import { Icon } from '@/features/shell/Icon'
import { iconSearch } from '@/features/shell/icons'
import { useShell } from '@/features/shell/ShellProvider'
import type { Suggestion } from './results'

type Option = { id: string; url: string; label: string; group: 'products' | 'categories' | 'pages' | 'all' }

/** Pause after a keystroke before asking (the answer then arrives well within 100 ms on the demo shop). */
const DEBOUNCE_MS = 30
const EMPTY: Suggestion = { products: [], categories: [], pages: [] }

/**
 * The header's search (issue 39): a GET form to /search (works before JavaScript loads) whose field is
 * an ARIA 1.2 combobox with a listbox of suggestions from the second character — products with photo
 * and price, categories, pages, and "all results". Arrows move through the options, Enter opens the
 * active one (or searches), Escape closes the list (a second Escape clears the field), `/` anywhere
 * focuses the field. Earlier requests are cancelled; answers are kept for the visit.
 */
export function SearchBox() {
  const { t, lang } = useShell()
  const router = useRouter()
  const id = useId()
  const listId = `${id}-list`
  const input = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState('')
  const [found, setFound] = useState<{ q: string; s: Suggestion } | null>(null)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const memo = useRef(new Map<string, Suggestion>())
  const pending = useRef<AbortController | null>(null)

  // `/` focuses the field, unless the shopper is typing somewhere else.
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey) return
      const el = document.activeElement as HTMLElement | null
      if (el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName))) return
      e.preventDefault()
      input.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])

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
  const current = expanded && active >= 0 ? options[active] : undefined

  const go = (option: Option) => {
    setOpen(false)
    setActive(-1)
    router.push(option.url)
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!options.length) return
      e.preventDefault()
      setOpen(true)
      const last = options.length - 1
      setActive((a) => (e.key === 'ArrowDown' ? (a < last ? a + 1 : 0) : a > 0 ? a - 1 : last))
      return
    }
    if (e.key === 'Enter' && current) {
      e.preventDefault()
      go(current)
      return
    }
    if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault()
        setOpen(false)
        setActive(-1)
      } else if (query) {
        e.preventDefault()
        setQuery('')
      }
    }
  }

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
    <form role="search" action="/search" method="get" className="header-search" onSubmit={() => setOpen(false)}>
      <label htmlFor={id} className="visually-hidden">
        {t.search.label}
      </label>
      <input
        ref={input}
        id={id}
        name="q"
        type="search"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        placeholder={t.search.placeholder}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={current?.id}
        aria-keyshortcuts="/"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="header-search-btn" aria-label={t.search.submit}>
        <Icon d={iconSearch} size={20} />
      </button>
      <ul id={listId} role="listbox" aria-label={t.search.suggestions} className="search-list" hidden={!expanded}>
        {group('products', t.search.products)}
        {group('categories', t.search.categories)}
        {group('pages', t.search.pages)}
        {group('all', t.search.title)}
      </ul>
      <p className="visually-hidden" role="status" aria-live="polite">
        {expanded ? fillCount(t.search.count, { count: options.length }) : ''}
      </p>
    </form>
  )
}
