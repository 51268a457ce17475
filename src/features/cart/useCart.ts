'use client'

import { useCallback } from 'react'
import { useShell } from '@/features/shell/ShellProvider'
import { useLocalCart, writeLocalCart } from './local-store'
import { addLine, changeQuantity, removeLine, subtotal, type CartLine } from './rules'

type LineKey = Pick<CartLine, 'id' | 'fragrance' | 'sets'>

/** The one cart module every screen uses (product page, cards, sticky bar, drawer, cart page, checkout). */
export function useCart() {
  const lines = useLocalCart()
  const { toast, t } = useShell()
  const add = useCallback(
    (item: CartLine) => {
      writeLocalCart(addLine(lines, item))
      toast(t.cart.added)
    },
    [lines, toast, t],
  )
  const change = useCallback((key: LineKey, delta: number) => {
    const next = changeQuantity(lines, key, delta)
    writeLocalCart(next)
    if (next.length < lines.length) toast(t.cart.removed)
  }, [lines, toast, t])
  const remove = useCallback(
    (key: LineKey) => {
      writeLocalCart(removeLine(lines, key))
      toast(t.cart.removed)
    },
    [lines, toast, t],
  )
  const clear = useCallback(() => writeLocalCart([]), [])
  return { lines, add, change, remove, clear, subtotal: subtotal(lines) }
}
