import type { Payload } from 'payload'
import { log } from '@/lib/logger'
import type { MailMessage } from './mailer'
import { enqueue, sendQueued, type Renderer } from './outbox'

/*
 * The request side of the outbox (ADR 0012): a request that queues an e-mail — a sign-up, an e-mail
 * change, a subscription, a form, an operator's order action, a payment webhook — records the row and
 * answers; the first try runs beside the answer, never before it (issue 53).
 */

/**
 * Records a message and starts its first try beside the caller's answer (`sendBeside`): a request that
 * queues an e-mail never waits for the mail server (issue 53). A failure stays queued for the timer.
 * Returns false when the dedupeKey was already used. `afterFirstTry` runs once the first try ended.
 */
export async function queueMail(
  payload: Payload,
  message: MailMessage,
  dedupeKey?: string,
  afterFirstTry?: () => Promise<unknown>,
): Promise<boolean> {
  const { id, created } = await enqueue(payload, { message }, dedupeKey)
  if (created) sendBeside(payload, [id], undefined, afterFirstTry)
  return created
}

const firstTries = new Set<Promise<void>>()

/**
 * Tries the rows now (as `sendQueued`) without the caller waiting: the request answers whatever the mail
 * server does, a slow or refusing one included, and takes the same time whether or not it queued an
 * e-mail (no account guessing by the pace). What fails stays queued for the timer; a stopping process
 * waits for the tries under way (`firstTriesSettled`).
 */
export function sendBeside(
  payload: Payload,
  ids: (number | string)[],
  render?: Renderer,
  afterFirstTry?: () => Promise<unknown>,
): void {
  if (!ids.length) return
  const first: Promise<void> = sendQueued(payload, ids, render)
    .then(() => afterFirstTry?.())
    .then(
      () => undefined,
      (err: unknown) =>
        log.warn('e-mail first try failed, left for the outbox', {
          ids,
          error: err instanceof Error ? err.message : String(err),
        }),
    )
    .finally(() => firstTries.delete(first))
  firstTries.add(first)
}

/** Settles when the first tries started so far have ended (a stopping process, a test, waits for them). */
export const firstTriesSettled = async (): Promise<void> => {
  while (firstTries.size) await Promise.allSettled([...firstTries])
}

/**
 * Settles when `running` (a timer's tick) has ended and then every first try under way, those it started
 * included: a stopping process waits for this, so no send a tick handed off is cut (a row cut mid-send
 * waits for its lease, and one the relay had accepted would go out twice).
 */
export const settledAfter = async (...running: Promise<unknown>[]): Promise<void> => {
  await Promise.allSettled(running)
  await firstTriesSettled()
}
