export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { getShopPayload } = await import('./payload/shop-payload')
    const { onRetried, retryQueuedMail } = await import('./lib/mailer')
    const { syncSubmissionStatus } = await import('./features/forms/submissions')
    onRetried('submission', syncSubmissionStatus)
    const { log } = await import('./lib/logger')
    const payload = await getShopPayload()
    const { paymentProvider } = await import('./features/checkout/payments')
    if (process.env.NODE_ENV === 'production' && paymentProvider().name === 'test') {
      log.warn(
        '*** TEST MODE: no Stripe keys are set, so the built-in test checkout marks orders paid without any real payment. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET before selling. ***',
      )
    }
    // E-mails that failed are retried every minute until sent.
    setInterval(
      () => {
        retryQueuedMail(payload).catch((err) => log.error('mail retry failed', { error: (err as Error).message }))
      },
      Number(process.env.MAIL_RETRY_MS || 60_000),
    ).unref()
  }
}
