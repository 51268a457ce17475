'use client'

import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { fillCount } from '@/i18n/config'
import { Icon } from '@/features/ui'
import { iconSearch } from '@/features/ui'
import { useHydrated, useShell } from '@/features/ui/client'
import type { KeyHandler, ListState } from './suggestion-state'

const Suggestions = lazy(() => import('./SearchSuggestions').then((m) => ({ default: m.SearchSuggestions })))

/**
 * The header's search (issue 39): a GET form to /search (works before JavaScript loads) whose field is
 * an ARIA 1.2 combobox. The field, its text, the `/` shortcut, the (empty) listbox and its count's
 * status line are here, on every page's first load; what fills the list (fetching, the options, arrows
 * and Enter: SearchSuggestions) loads when the shopper first reaches for the field — pointer over the
 * form, focus, `/` — so a page that is only read does not download it. Escape closes the list (the suggestions), a second Escape clears the field (here).
 */
export function SearchBox() {
  const { t } = useShell()
  const id = useId()
  const listId = `${id}-list`
  const input = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const [list, setList] = useState<ListState>({ expanded: false, count: 0 })
  const keys = useRef<KeyHandler | null>(null)
  /** The `/` shortcut works once the script has run: only then is it announced (aria-keyshortcuts). */
  const hydrated = useHydrated()

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
    // The shopper reached for the field before the scripts ran (the page's HTML came first): what they
    // typed is kept, not wiped by the next render, and suggested for now.
    const field = input.current
    if (field && document.activeElement === field) {
      setQuery(field.value)
      setOpen(true)
      setWanted(true)
    }
    return () => document.removeEventListener('keydown', onKey)
  }, [])

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (keys.current?.(e)) return
    if (e.key === 'Escape' && query) {
      e.preventDefault()
      setQuery('')
    }
  }
  return (
    <form
      role="search"
      action="/search"
      method="get"
      className="header-search"
      onSubmit={() => setOpen(false)}
      onPointerEnter={() => setWanted(true)}
    >
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
        aria-expanded={list.expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={list.active}
        aria-keyshortcuts={hydrated ? '/' : undefined}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value)
          setOpen(true)
          setWanted(true)
        }}
        onFocus={() => {
          setOpen(true)
          setWanted(true)
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="header-search-btn" aria-label={t.search.submit}>
        <Icon d={iconSearch} size={20} />
      </button>
      <ul id={listId} role="listbox" aria-label={t.search.suggestions} className="search-list" hidden={!list.expanded}>
        {wanted ? (
          <Suspense fallback={null}>
            <Suggestions id={id} query={query} open={open} setOpen={setOpen} onState={setList} keysRef={keys} />
          </Suspense>
        ) : null}
      </ul>
      <p className="visually-hidden" role="status" aria-live="polite">
        {list.expanded ? fillCount(t.search.count, { count: list.count }) : ''}
      </p>
    </form>
  )
}
