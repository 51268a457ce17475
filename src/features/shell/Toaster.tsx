'use client'

import { useShell } from '@/features/ui/client'

/** Toasts announced politely to screen readers; each disappears after 3 s. */
export function Toaster() {
  const { toasts, dismiss, t } = useShell()
  return (
    <div className="toaster" role="status" aria-live="polite">
      {toasts.map((x) => (
        <div key={x.id} className={`toast toast-${x.tone}`}>
          <span>{x.text}</span>
          <button type="button" className="icon-btn" onClick={() => dismiss(x.id)} aria-label={t.toast.close}>
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
