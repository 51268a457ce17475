export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { getShopPayload } = await import('./payload/shop-payload')
    const { drainOutbox, onAttempted } = await import('./lib/outbox')
    const { renderOrderMail } = await import('./features/orders/mail')
    const { syncSubmissionStatus } = await import('./features/forms/submissions')
    onAttempted('submission', syncSubmissionStatus)
    const { log } = await import('./lib/logger')
    const payload = await getShopPayload()
    const { paymentProvider } = await import('./features/checkout/payments')
    if (process.env.NODE_ENV === 'production' && paymentProvider().name === 'test') {
      log.warn(
        '*** TEST MODE: no Stripe keys are set, so the built-in test checkout marks orders paid without any real payment. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET before selling. ***',
      )
    }
    // The outbox (lib/outbox.ts): every process sends what is due; a row's lease keeps it to one sender.
    let tick: Promise<unknown> = Promise.resolve()
    const timer = setInterval(
      () => {
        tick = drainOutbox(payload, renderOrderMail).catch((err: Error) =>
          log.error('outbox tick failed', { error: err.message }),
        )
      },
      Number(process.env.MAIL_RETRY_MS || 30_000),
    ).unref()
    // Called by scripts/start.mjs when the process is told to stop: no new tick, and the sends of the
    // current one finish (a row left mid-send would wait for its lease to lapse before another process
    // took it).
    ;(globalThis as { vetrinaBeforeExit?: () => Promise<unknown> }).vetrinaBeforeExit = () => {
      clearInterval(timer)
      return tick
    }
  }
}
