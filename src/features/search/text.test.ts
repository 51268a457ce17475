import { describe, expect, it } from 'vitest'
import { displayQuery, fold, isStopWord, MAX_TERMS, queryTerms, stem, stemsOf, trigrams, words } from './text'

describe('folding', () => {
  it('lower-cases and removes accents so every spelling is one word', () => {
    for (const w of ['vaniglia', 'VANIGLIA', 'vanìglia', 'Vanìglia', 'VANÌGLIA']) expect(fold(w)).toBe('vaniglia')
    expect(fold('Perché così è')).toBe('perche cosi e')
    expect(fold('Straße œuvre')).toBe('strasse oeuvre')
  })

  it('keeps only letters and digits as words (apostrophes split)', () => {
    expect(words("L'ambra, 3×2 — vetro-soffiato!")).toEqual(['l', 'ambra', '3', '2', 'vetro', 'soffiato'])
  })
})

describe('stems', () => {
  it('finds the plural by the singular in Italian and English', () => {
    expect(stem('candele', 'it')).toBe(stem('candela', 'it'))
    expect(stem('bottiglie', 'it')).toBe(stem('bottiglia', 'it'))
    expect(stem('candles', 'en')).toBe(stem('candle', 'en'))
  })

  it('leaves short words and numbers alone and drops stop words from a document', () => {
    expect(stem('45', 'it')).toBe('45')
    expect(stemsOf('Candela di cera e vaniglia', 'it')).toEqual([stem('candela', 'it'), 'cer', stem('vaniglia', 'it')])
  })
})

describe('query terms', () => {
  it('drops stop words unless they are all there is', () => {
    expect(queryTerms('candela di fico')).toEqual(['candela', 'fico'])
    expect(queryTerms('the')).toEqual(['the'])
    expect(isStopWord('della')).toBe(true)
  })

  it('reads no syntax: quotes, operators, wildcards, control characters and emoji vanish', () => {
    // `or` is an English stop word: dropped like `di` or `the`.
    expect(queryTerms('"vaniglia* NEAR(fico) -cedro OR %_\u0000🕯️')).toEqual(['vaniglia', 'near', 'fico', 'cedro'])
    expect(queryTerms('"')).toEqual([])
    expect(queryTerms(42)).toEqual([])
  })

  it('cuts a long query to a few words of bounded length', () => {
    expect(queryTerms('a'.repeat(500))).toEqual(['a'.repeat(40)])
    expect(queryTerms('uno due tre quattro cinque sei sette otto').length).toBe(MAX_TERMS)
  })

  it('shows the query back trimmed, without control characters, cut at 100', () => {
    expect(displayQuery('  fico\u0000\n  mediterraneo ')).toBe('fico mediterraneo')
    expect(displayQuery('x'.repeat(500)).length).toBe(100)
    expect(displayQuery(['a'])).toBe('')
  })

  it('gives the trigrams of a word', () => {
    expect(trigrams('fico')).toEqual(['fic', 'ico'])
    expect(trigrams('fi')).toEqual([])
  })
})
