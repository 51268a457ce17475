import type { UIFieldServerProps } from 'payload'

const TEXT = {
  it: {
    intro:
      'Stato, spedizione, consegna, annullamento e rimborsi passano dalla pagina dell’ordine: lì ogni passaggio segue il ciclo di vita dell’ordine e manda al cliente le sue e-mail. Qui si modificano solo le note interne.',
    open: 'Apri l’ordine nella gestione ordini',
  },
  en: {
    intro:
      'Status, shipping, delivery, cancellation and refunds go through the order page: each step there follows the order life cycle and e-mails the customer. Only the internal notes are edited here.',
    open: 'Open the order in order management',
  },
}

/** At the top of an order in /cms: where its workflow lives (the shop's order page), in the CMS's language. */
export function OrderWorkflow({ id, i18n }: UIFieldServerProps) {
  const t = i18n.language === 'en' ? TEXT.en : TEXT.it
  return (
    <div
      style={{
        marginBottom: 'var(--base)',
        padding: 'calc(var(--base) / 2) var(--base)',
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: 4,
      }}
    >
      <p style={{ margin: '0 0 8px' }}>{t.intro}</p>
      {id ? (
        <a href={`/admin/orders/${id}`} className="btn btn--style-primary btn--size-medium" style={{ margin: 0 }}>
          {t.open}
        </a>
      ) : null}
    </div>
  )
}
