'use client'

import { useRouter } from 'next/navigation'
import { useEffect, type ReactNode } from 'react'
import { fill } from '@/i18n/config'
import { langCookieString, LANG_COOKIE, LANG_STORAGE_KEY, LANGS, LOCALES, type Lang } from '@/i18n/locales'
import { languageSync } from './language-sync'
import { NavDisclosure } from './NavDisclosure'
import { useShell } from '@/features/ui/client'

function persist(lang: Lang) {
  document.cookie = langCookieString(lang)
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang)
  } catch {
    /* storage disabled: the cookie is enough */
  }
}

/** Shows the current flag (drawn by the server, see Flag); lists the other languages of the locale table. Choosing it saves cookie + localStorage and re-renders on the server. */
export function LanguageSwitcher({ flags }: { flags: Record<Lang, ReactNode> }) {
  const { lang, t } = useShell()
  const router = useRouter()
  const others = LANGS.filter((l) => l !== lang)

  // After the page is interactive (languageSync): when the cookie is gone, a valid stored language is
  // re-applied; otherwise the language this page was served in (cookie or ?lang=) is the visitor's current
  // choice and the stored copy follows it — unless a newer choice was made since it was served.
  useEffect(() => {
    const sync = () => {
      let stored: string | null = null
      try {
        stored = localStorage.getItem(LANG_STORAGE_KEY)
      } catch {
        return
      }
      const cookie = document.cookie
        .split('; ')
        .find((c) => c.startsWith(`${LANG_COOKIE}=`))
        ?.slice(LANG_COOKIE.length + 1)
      const decided = languageSync(lang, cookie ?? null, stored, new URL(location.href).searchParams.get('lang'))
      if (decided.kind === 'restore') {
        persist(decided.lang)
        router.refresh()
      } else if (decided.kind === 'follow') persist(lang)
    }
    // Idle, but never later than a second: a busy page must not keep the language waiting.
    if (window.requestIdleCallback) window.requestIdleCallback(sync, { timeout: 1000 })
    else window.setTimeout(sync, 1)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const choose = (next: Lang) => {
    persist(next)
    const url = new URL(location.href)
    if (url.searchParams.has('lang')) {
      url.searchParams.set('lang', next)
      router.replace(url.pathname + url.search)
    }
    router.refresh()
  }

  return (
    <NavDisclosure
      className="lang-switch"
      label={
        <>
          {flags[lang]}
          <span className="visually-hidden">{fill(t.nav.chooseLanguage, { name: LOCALES[lang].label })}</span>
        </>
      }
    >
      {others.map((other) => (
        <button key={other} type="button" className="menu-item" lang={other} onClick={() => choose(other)}>
          {flags[other]} {LOCALES[other].label}
        </button>
      ))}
    </NavDisclosure>
  )
}
