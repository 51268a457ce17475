import type { Instrumentation } from 'next'

export async function register() {
  // Traces (README "Operations"): only when an OTLP collector is named. Next's own spans (requests,
  // rendering, route handlers), outgoing fetch, PostgreSQL queries, and the shop's spans around
  // Stripe, SMTP and VIES (src/lib/tracing.ts).
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
    const { registerOTel } = await import('@vercel/otel')
    const { PgInstrumentation } = await import('@opentelemetry/instrumentation-pg')
    const { queryRedactor } = await import('./lib/tracing')
    registerOTel({
      serviceName: process.env.OTEL_SERVICE_NAME || 'vetrina',
      instrumentations: ['fetch', new PgInstrumentation()],
      // URLs are kept to their path: no token, session id or code from a query string leaves the shop.
      spanProcessors: [queryRedactor, 'auto'],
    })
  }
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    // The composition root first: the floor below the features gets Payload's config from it (ADR 0038).
    await import('./payload.config')
    const { getShopPayload } = await import('./payload/shop-payload')
    const { drainOutbox, onAttempted } = await import('./services/outbox')
    const { settledAfter } = await import('./services/queue-mail')
    const { renderOrderMail } = await import('@/features/orders/server')
    const { sendDueAlerts } = await import('@/features/stock-alerts/server')
    const { sendReviewInvitations } = await import('@/features/reviews/server')
    const { sendPaymentReminders } = await import('@/features/orders/server')
    const { syncSubmissionStatus } = await import('@/features/forms/server')
    onAttempted('submission', syncSubmissionStatus)
    const { log } = await import('./lib/logger')
    const payload = await getShopPayload()
    // Asked by the front server (scripts/start.mjs), which answers 503 while this instance cannot serve.
    const { checkReadiness } = await import('@/features/ops/server')
    ;(globalThis as Record<symbol, unknown>)[Symbol.for('vetrina.readiness')] = () => checkReadiness(getShopPayload)
    const { paymentProvider } = await import('@/features/payments/server')
    if (process.env.NODE_ENV === 'production' && paymentProvider().name === 'test') {
      log.warn(
        '*** TEST MODE: no Stripe keys are set, so the built-in test checkout marks orders paid without any real payment. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET before selling. ***',
      )
    }
    // The outbox (services/outbox.ts): every process sends what is due; a row's lease keeps it to one sender.
    let tick: Promise<unknown> = Promise.resolve()
    const timer = setInterval(
      () => {
        tick = drainOutbox(payload, renderOrderMail)
          .catch((err: Error) => log.error('outbox tick failed', { error: err.message }))
          // Back-in-stock alerts whose stock came back by a path that told nobody (a restore, SQL).
          .then(() => sendDueAlerts(payload))
          .catch((err: Error) => log.error('back-in-stock alerts failed', { error: err.message }))
          // Review invitations due (some days after delivery, shop settings).
          .then(() => sendReviewInvitations(payload))
          .catch((err: Error) => log.error('review invitations failed', { error: err.message }))
          // Dealers' orders on terms past their due date, unpaid: one reminder each.
          .then(() => sendPaymentReminders(payload))
          .catch((err: Error) => log.error('payment reminders failed', { error: err.message }))
      },
      Number(process.env.MAIL_RETRY_MS || 30_000),
    ).unref()
    // Called by scripts/start.mjs when the process is told to stop: no new tick, and the sends of the
    // current one finish, as do the first tries of e-mails queued beside the answers to requests
    // (services/queue-mail.ts; a row left mid-send would wait for its lease to lapse before another
    // process took it).
    // The shop's own backups (features/backup/schedule.ts): one instance takes each, by a database lease.
    const { backupTick, sayIfBackupsOff, tickMs } = await import('@/features/backup/server')
    const { env } = await import('./lib/env')
    let backup: Promise<unknown> = Promise.resolve()
    const everyMs = env.backup.everyMs
    // Never in clear (issue 52): without BACKUP_AGE_RECIPIENT or BACKUP_PASSPHRASE none is taken; said now.
    if (everyMs) sayIfBackupsOff()
    const backupTimer = everyMs
      ? setInterval(() => {
          backup = backup.then(() =>
            backupTick(payload).catch((err: Error) => log.error('backup tick failed', { error: err.message })),
          )
        }, tickMs(everyMs)).unref()
      : undefined
    // Sales start and end on time on the cached pages (features/pricing/boundaries.ts).
    const { watchSaleBoundaries } = await import('@/features/pricing/server')
    const stopWatching = watchSaleBoundaries(payload)
    ;(globalThis as { vetrinaBeforeExit?: () => Promise<unknown> }).vetrinaBeforeExit = () => {
      stopWatching()
      clearInterval(timer)
      clearInterval(backupTimer)
      // The tick first: the sends it hands off (alerts, invitations, reminders) are first tries too.
      return Promise.all([settledAfter(tick), backup])
    }
  }
}

/**
 * An error while serving a request: one log line with the request's id and the error's digest — the
 * reference code the error page shows the visitor (src/features/shell/ErrorView.tsx), so the operator
 * finds this line from what a customer quotes.
 */
export const onRequestError: Instrumentation.onRequestError = async (err, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { log } = await import('./lib/logger')
  const e = err as Error & { digest?: string }
  log.error('request failed', {
    reference: e.digest,
    method: request.method,
    path: request.path.split('?')[0],
    route: context.routePath,
    kind: context.routeType,
    error: e.message,
  })
}
