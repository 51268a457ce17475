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
    const texts = {
      it: 'Richiesta non valida: ricarica la pagina e riprova.',
      en: 'Invalid request: reload the page and try again.',
    }
    const say = (cookie: string | undefined, url: string | undefined) => badRequestText(cookie, url, texts, 'it')
    expect(say('lang=en', '/account-details')).toMatch(/^Invalid request/)
    expect(say('a=1; lang=it', '/x')).toMatch(/^Richiesta non valida/)
    expect(say(undefined, '/x?lang=en')).toMatch(/^Invalid request/)
    expect(say('lang=en', '/x?lang=xx')).toMatch(/^Invalid request/)
    expect(say('lang=english', '/x?lang=en-GB')).toMatch(/^Invalid request/)
    expect(say(undefined, undefined)).toMatch(/^Richiesta non valida/)
    // Any language of the table, not one of two.
    expect(badRequestText('lang=de', '/x', { ...texts, de: 'Ungültige Anfrage.' }, 'it')).toBe('Ungültige Anfrage.')
  })
})
