'use client'

import { useCallback, useState } from 'react'

type Alert = { text: string; tone: 'error' | 'success'; n: number }

/**
 * A form's message in place of the browser's `alert()`: the same words, written in the page next to
 * the button and announced at once (role="alert"). Each message mounts anew, so saying the same thing
 * twice is announced twice.
 */
export function useFormAlert() {
  const [alert, setAlert] = useState<Alert | null>(null)
  const say = useCallback(
    (text: string, tone: Alert['tone'] = 'error') => setAlert((a) => ({ text, tone, n: (a?.n ?? 0) + 1 })),
    [],
  )
  const clear = useCallback(() => setAlert(null), [])
  const view = alert ? (
    <p key={alert.n} role="alert" className={`form-msg form-alert ${alert.tone}`}>
      {alert.text}
    </p>
  ) : null
  return { say, clear, view }
}
