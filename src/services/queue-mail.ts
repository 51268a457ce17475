import type { Payload } from 'payload'
import { log } from '@/lib/logger'
import type { MailMessage } from './mailer'
import { enqueue, sendQueued } from './outbox'

const firstTries = new Set<Promise<void>>()

/**
 * Records a message in the outbox and starts its first try without waiting for it: the caller answers
 * as soon as the row is written, whatever the mail server does (a sign-up never waits for an SMTP
 * conversation, issue 53; ADR 0012). A failed try stays queued for the timer, as with `deliver`.
 * Returns false when the dedupeKey was already used.
 */
export async function queueMail(payload: Payload, message: MailMessage, dedupeKey?: string): Promise<boolean> {
  const { id, created } = await enqueue(payload, { message }, dedupeKey)
  if (created) {
    const first: Promise<void> = sendQueued(payload, [id])
      .catch((err: Error) => log.warn('e-mail first try failed, left for the outbox', { id, error: err.message }))
      .finally(() => firstTries.delete(first))
    firstTries.add(first)
  }
  return created
}

/** Settles when the first tries started by `queueMail` so far have ended (a process stopping waits for them). */
export const firstTriesSettled = (): Promise<unknown> => Promise.allSettled([...firstTries])
