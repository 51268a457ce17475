import type { Messages } from '@/i18n/messages'

/**
 * The terms of sale next to an "I accept the terms" checkbox: opened in a new tab, so reading them loses
 * neither the cart nor what the checkout form holds. Outside the checkbox's label, so a click on the
 * label still ticks the box.
 */
export function TermsLink({ t }: { t: Pick<Messages, 'nav'> }) {
  return (
    <a href="/terms" target="_blank" rel="noopener" className="terms-link small" data-testid="terms-link">
      {t.nav.readTerms}
      <span className="visually-hidden"> {t.nav.newTab}</span>
    </a>
  )
}
