import { fill, formatPrice } from '@/i18n/config'
import type { Messages } from '@/i18n/messages'
import type { ShownReduction } from './sale'

/**
 * A sale's announcement beside the price (art. 17-bis Codice del Consumo): the previous price struck
 * through — the lowest of the 30 days before the reduction, or of the product's shorter life — the cut,
 * and the sentence the law asks for. Nothing when the sale is not a reduction on that price.
 */
export function PriceReduction({
  reduction,
  m,
  className = 'price-reduction',
}: {
  reduction: ShownReduction | null | undefined
  m: Messages['price']
  className?: string
}) {
  if (!reduction) return null
  const previous = formatPrice(reduction.previous)
  return (
    <p className={className} data-testid="price-reduction">
      <s>
        <span className="visually-hidden">{m.previous}: </span>
        {previous}
      </s>{' '}
      <span className="price-off">{fill(m.off, { percent: reduction.percentOff })}</span>
      <span className="price-lowest">
        {reduction.days === 1
          ? fill(m.lowestDay, { price: previous })
          : fill(m.lowest, { days: reduction.days, price: previous })}
      </span>
    </p>
  )
}
