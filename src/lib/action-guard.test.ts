import { describe, expect, it } from 'vitest'
import { badRequestText, malformedActionReply } from './action-guard'

const multipart = (fields: [string, string][]) => {
  const b = 'vetrinaBoundary'
  const body =
    fields.map(([n, v]) => `--${b}\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`).join('') +
    `--${b}--\r\n`
  return [`multipart/form-data; boundary=${b}`, new TextEncoder().encode(body)] as const
}

describe('server action arguments the framework cannot decode', () => {
  it('finds a row that is not JSON, a missing first row and a broken body', async () => {
    expect(await malformedActionReply(...multipart([['0', 'garbage{']]))).toBe('row 0 is not JSON')
    expect(
      await malformedActionReply(
        ...multipart([
          ['0', '["$K1"]'],
          ['1', '{"a":'],
        ]),
      ),
    ).toBe('row 1 is not JSON')
    expect(await malformedActionReply(...multipart([['1_email', 'x']]))).toBe('no row 0')
    expect(
      await malformedActionReply('multipart/form-data; boundary=broken', new TextEncoder().encode('--broken\r\n')),
    ).toBe('unreadable multipart body')
  })
  it('lets well-formed calls through: JSON rows, a FormData argument, text bodies', async () => {
    expect(
      await malformedActionReply(
        ...multipart([
          ['0', '["$K1"]'],
          ['1_email', 'a@b.it'],
          ['1_name', 'garbage{'],
        ]),
      ),
    ).toBeNull()
    expect(await malformedActionReply(...multipart([['0', '[]']]))).toBeNull()
    expect(await malformedActionReply('text/plain;charset=UTF-8', new TextEncoder().encode('garbage{'))).toBeNull()
  })
  it('says so in the visitor’s language', () => {
    expect(badRequestText('lang=en', '/account-details')).toMatch(/^Invalid request/)
    expect(badRequestText('a=1; lang=it', '/x')).toMatch(/^Richiesta non valida/)
    expect(badRequestText(undefined, '/x?lang=en')).toMatch(/^Invalid request/)
    expect(badRequestText(undefined, undefined)).toMatch(/^Richiesta non valida/)
  })
})
