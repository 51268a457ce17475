import { describe, expect, it } from 'vitest'
import { languageSync } from './language-sync'

describe('languageSync', () => {
  it('a first visit keeps the language it was served in', () => {
    expect(languageSync('it', null, null, null)).toEqual({ kind: 'follow' })
  })

  it('a lost cookie is set again from the stored copy, and the page rendered in it', () => {
    expect(languageSync('it', null, 'en', null)).toEqual({ kind: 'restore', lang: 'en' })
  })

  it('the stored copy follows the cookie the page was served in', () => {
    expect(languageSync('en', 'en', 'it', null)).toEqual({ kind: 'follow' })
    expect(languageSync('en', 'en', 'en', null)).toEqual({ kind: 'none' })
  })

  it('a page reached by ?lang= (a shared cache may have served it) makes it the visitor’s language', () => {
    expect(languageSync('en', 'it', 'it', 'en')).toEqual({ kind: 'follow' })
  })

  it('a cookie changed after the page was served (the switcher, another tab) is never written back', () => {
    // Served in Italian; English chosen before the sync ran: the next page is English.
    expect(languageSync('it', 'en', null, null)).toEqual({ kind: 'none' })
    expect(languageSync('it', 'en', 'it', null)).toEqual({ kind: 'none' })
    expect(languageSync('it', 'en', 'en', null)).toEqual({ kind: 'none' })
  })

  it('an address the switcher just changed to ?lang=en is not put back to Italian', () => {
    expect(languageSync('it', 'en', 'en', 'en')).toEqual({ kind: 'none' })
  })

  it('a cookie that names no language is no choice: the stored copy follows the page', () => {
    expect(languageSync('it', 'xx', 'it', null)).toEqual({ kind: 'none' })
    expect(languageSync('it', 'xx', null, null)).toEqual({ kind: 'follow' })
  })
})
