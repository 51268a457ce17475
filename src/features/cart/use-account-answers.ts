'use client'

import { useCallback, useRef } from 'react'
import { noAnswers, readAnswered, readSent, writeAnswered, writeSent } from './account-answers'

/**
 * The account's reads and writes as the page sends them, under the rule of account-answers.ts: a read's
 * answer is shown only if no save or merge was in flight when it was sent and none was sent since (it may
 * predate them); such a read is made again once they are all answered. `fetchAccount` and `show` must be
 * stable (a module function, a state setter).
 */
export function useAccountAnswers<T>(fetchAccount: () => Promise<T | null>, show: (answer: T) => void) {
  const answers = useRef(noAnswers)
  const read = useCallback(
    function read() {
      const ticket = readSent(answers.current)
      void fetchAccount().then((answer) => {
        if (answer === null) return
        const { state, show: shown, readAgain } = readAnswered(answers.current, ticket)
        answers.current = state
        if (shown) show(answer)
        if (readAgain) read()
      })
    },
    [fetchAccount, show],
  )
  /** A save or merge goes out (or is queued) now; call what it returns once it is answered, saved or not. */
  const writing = useCallback(() => {
    answers.current = writeSent(answers.current)
    let settled = false
    return () => {
      if (settled) return
      settled = true
      const { state, readAgain } = writeAnswered(answers.current)
      answers.current = state
      if (readAgain) read()
    }
  }, [read])
  return { read, writing }
}
