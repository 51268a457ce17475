/** The approval e-mail of a trade account, in the dealer's language. */
export const dealerMail = {
  it: {
    subject: 'Il conto rivenditore di {company} è attivo',
    newAccount:
      'Abbiamo approvato {company} come rivenditore Vetrina. Imposta la password del tuo conto: da lì vedrai i prezzi rivenditore (IVA esclusa) e potrai ordinare online, anche con bonifico. Il link vale 7 giorni.',
    existingAccount:
      'Abbiamo approvato {company} come rivenditore Vetrina: entrando con il tuo conto vedrai i prezzi rivenditore (IVA esclusa) e potrai ordinare online, anche con bonifico.',
    setPassword: 'Imposta la password',
    signIn: 'Entra nel tuo conto',
  },
  en: {
    subject: 'The dealer account of {company} is active',
    newAccount:
      'We have approved {company} as a Vetrina dealer. Set your account’s password: you will then see trade prices (VAT excluded) and order online, by bank transfer too. The link is valid for 7 days.',
    existingAccount:
      'We have approved {company} as a Vetrina dealer: signed in with your account you will see trade prices (VAT excluded) and order online, by bank transfer too.',
    setPassword: 'Set your password',
    signIn: 'Go to your account',
  },
} as const
