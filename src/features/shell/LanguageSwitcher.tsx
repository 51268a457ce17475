'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { fill, isLang, LANG_COOKIE, LANG_STORAGE_KEY, LANGUAGE_OPTIONS, type Lang } from '@/features/i18n/config'
import { NavDisclosure } from './NavDisclosure'
import { useShell } from './ShellProvider'

function persist(lang: Lang) {
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang)
  } catch {
    /* storage disabled: the cookie is enough */
  }
}

/** Shows the current flag; lists the other language. Choosing it saves cookie + localStorage and re-renders on the server. */
export function LanguageSwitcher() {
  const { lang, t } = useShell()
  const router = useRouter()
  const current = LANGUAGE_OPTIONS[lang]
  const other = LANGUAGE_OPTIONS[lang === 'it' ? 'en' : 'it']

  // A valid stored language is re-applied on load (e.g. the cookie was cleared).
  useEffect(() => {
    let stored: string | null = null
    try {
      stored = localStorage.getItem(LANG_STORAGE_KEY)
    } catch {
      return
    }
    if (isLang(stored) && stored !== lang && !new URLSearchParams(location.search).has('lang')) {
      persist(stored)
      router.refresh()
    } else if (!isLang(stored)) {
      persist(lang)
    }
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
          {/* eslint-disable-next-line @next/next/no-img-element -- a 24×16 SVG flag needs no optimisation */}
          <img src={current.flag} alt="" width={24} height={16} fetchPriority="low" />
          <span className="visually-hidden">{fill(t.nav.chooseLanguage, { name: current.name })}</span>
        </>
      }
    >
      <button type="button" className="menu-item" lang={other.code} onClick={() => choose(other.code)}>
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={other.flag} alt="" width={24} height={16} loading="lazy" /> {other.name}
      </button>
    </NavDisclosure>
  )
}
