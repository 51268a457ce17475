import type { Lang } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'
import { hoursLines, orderPickupPoint, pickupAddress } from './pickup-point'

/**
 * The pickup point or locker an order goes to (ADR 0043), for the confirmation page, the customer's order
 * page and the operator's: name, kind, address, opening hours. Nothing when the order goes to an address.
 */
export function PickupPointCard({
  order,
  t,
  lang,
  headingLevel = 2,
}: {
  order: Parameters<typeof orderPickupPoint>[0]
  t: Pick<Messages, 'pickup'>
  lang: Lang
  headingLevel?: 2 | 3
}) {
  const p = orderPickupPoint(order)
  if (!p) return null
  const m = t.pickup
  const hours = hoursLines(p.hours, lang)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section className={headingLevel === 2 ? 'panel' : undefined} aria-label={m.chosen} data-testid="pickup-point">
      <Heading>{m.chosen}</Heading>
      <p>
        <strong>{p.name}</strong> · {p.kind === 'locker' ? m.locker : m.shop}
        <br />
        {pickupAddress(p)}
      </p>
      <p className="muted small">
        {m.hours}: {hours.length ? hours.join('; ') : m.noHours}
      </p>
      <p className="small">{m.chosenNote}</p>
    </section>
  )
}
