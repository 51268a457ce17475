/**
 * Which answer about a signed-in account's cart the page may show (issue 53). The page reads the account
 * (GET) and changes it (a whole-cart save, PUT, or the sign-in's merge, POST); the answers can come back in
 * any order, and with several shop instances a read can be answered from before a change that was sent
 * earlier. The rule:
 * - a write's answer (save or merge) is the account after that write: it is shown;
 * - a read's answer is shown only if no write was in flight when the read was sent and none has been sent
 *   since; otherwise it may predate a write and is dropped (a read beside the sign-in's merge showed the
 *   account without the merged lines; one beside the next page's save showed it empty);
 * - a read dropped is read again once no write is in flight, so what it was asked for (another tab's
 *   change, the page's first look) is not lost.
 * No clocks: only the order of sends and answers decides. Pure: the caller keeps the state.
 */
export type AccountAnswers = {
  /** Writes sent so far (a save counts from the moment it is queued, before it goes out). */
  readonly sent: number
  /** Writes sent and not answered yet (an answer that is a failure counts as answered). */
  readonly open: number
  /** A read was dropped and not read again yet. */
  readonly dropped: boolean
}

/** What a read noted when it was sent. */
export type ReadTicket = { readonly after: number; readonly clear: boolean }

export const noAnswers: AccountAnswers = { sent: 0, open: 0, dropped: false }

/** A read goes out. */
export const readSent = (s: AccountAnswers): ReadTicket => ({ after: s.sent, clear: s.open === 0 })

/** A save or a merge is sent (or queued behind the save before it). */
export const writeSent = (s: AccountAnswers): AccountAnswers => ({ ...s, sent: s.sent + 1, open: s.open + 1 })

/** A read's answer came: whether to show it, and whether to read again now (it was dropped, nothing in flight). */
export function readAnswered(
  s: AccountAnswers,
  read: ReadTicket,
): { state: AccountAnswers; show: boolean; readAgain: boolean } {
  if (read.clear && read.after === s.sent) return { state: { ...s, dropped: false }, show: true, readAgain: false }
  const readAgain = s.open === 0
  return { state: { ...s, dropped: !readAgain }, show: false, readAgain }
}

/** A write's answer came (saved, refused or lost): whether to read again now (a read was dropped meanwhile). */
export function writeAnswered(s: AccountAnswers): { state: AccountAnswers; readAgain: boolean } {
  const open = Math.max(0, s.open - 1)
  const readAgain = open === 0 && s.dropped
  return { state: { ...s, open, dropped: s.dropped && !readAgain }, readAgain }
}
