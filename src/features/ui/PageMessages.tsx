'use client'

import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { Messages, PageNamespace, PageMessagesOf, ShellMessages } from '@/i18n/messages/index'
import { useShell } from './ShellProvider'

const PageMessagesContext = createContext<Partial<Pick<Messages, PageNamespace>>>({})

/**
 * Hands a page's client components the namespaces only that page needs (`pickMessages(t, […])` on the
 * server), on top of the shell's; nested providers add to their parents'.
 */
export function PageMessages({
  messages,
  children,
}: {
  messages: Partial<Pick<Messages, PageNamespace>>
  children: ReactNode
}) {
  const parent = useContext(PageMessagesContext)
  const value = useMemo(() => ({ ...parent, ...messages }), [parent, messages])
  return <PageMessagesContext.Provider value={value}>{children}</PageMessagesContext.Provider>
}

/**
 * The shell's texts and the page namespaces asked for. A page that renders the component without
 * handing those over is a programming error, said at once (every page is rendered by the e2e suite).
 */
export function useMessages<K extends PageNamespace>(...namespaces: K[]): ShellMessages & PageMessagesOf<K> {
  const { t } = useShell()
  const page = useContext(PageMessagesContext)
  return useMemo(() => {
    const extra = {} as PageMessagesOf<K>
    for (const ns of namespaces) {
      const m = page[ns]
      if (!m) throw new Error(`The page gives its client components no '${ns}' texts: wrap them in <PageMessages>.`)
      ;(extra as Record<string, unknown>)[ns] = m
    }
    return { ...t, ...extra }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the namespaces are literals of the call site
  }, [t, page])
}
