'use client'

import { useEffect, useRef, type ReactNode } from 'react'
import { Icon } from './Icon'
import { iconClose } from './icons'

/**
 * Modal built on the native <dialog>: the rest of the page is inert (focus is
 * trapped), Escape closes it, and focus returns to the control that opened it.
 */
export function Dialog({
  open,
  onClose,
  label,
  className = '',
  children,
}: {
  open: boolean
  onClose: () => void
  label: string
  className?: string
  children: ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null
      dialog.showModal()
    } else if (!open && dialog.open) {
      dialog.close()
      opener.current?.focus()
    }
  }, [open])

  return (
    <dialog
      ref={ref}
      aria-label={label}
      className={className}
      onCancel={(e) => {
        e.preventDefault()
        onClose()
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose()
      }}
    >
      {open ? children : null}
    </dialog>
  )
}

/** The top row of a drawer or modal: its title and a labelled close button. */
export function DialogHead({
  title,
  closeLabel,
  onClose,
  className = 'drawer-head',
}: {
  title: ReactNode
  closeLabel: string
  onClose: () => void
  className?: string
}) {
  return (
    <div className={className}>
      {title}
      <button type="button" className="icon-btn" onClick={onClose} aria-label={closeLabel}>
        <Icon d={iconClose} />
      </button>
    </div>
  )
}
