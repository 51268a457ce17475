'use client'

import { useShell } from '@/features/ui/client'
import { Icon } from '@/features/ui'
import { iconMinus, iconPlus } from '@/features/ui'

/** Minus / value / plus stepper; the parent decides what minus at 1 means. */
export function QuantityControl({
  value,
  onChange,
  label,
  min = 0,
}: {
  value: number
  onChange: (delta: number) => void
  label: string
  min?: number
}) {
  const { t } = useShell()
  return (
    <div className="qty" role="group" aria-label={`${t.product.quantity}: ${label}`}>
      <button
        type="button"
        className="icon-btn"
        onClick={() => onChange(-1)}
        disabled={value <= min}
        aria-label={t.product.decrease}
      >
        <Icon d={iconMinus} size={16} />
      </button>
      <output aria-live="polite">{value}</output>
      <button
        type="button"
        className="icon-btn"
        onClick={() => onChange(1)}
        disabled={value >= 99}
        aria-label={t.product.increase}
      >
        <Icon d={iconPlus} size={16} />
      </button>
    </div>
  )
}
