import { describe, expect, it } from 'vitest'
import {
  correctedQuery,
  fts5Match,
  nearWords,
  orderHits,
  parseSynonyms,
  planQuery,
  tsQueryParts,
  typoDistance,
  type Hit,
} from './query'

describe('synonyms', () => {
  it('reads one group per line, words folded, single-word groups ignored', () => {
    expect(parseSynonyms(['Portacandele, CANDELIERE', 'scented; profumata', 'solo', null])).toEqual([
      ['portacandele', 'candeliere'],
      ['scented', 'profumata'],
    ])
  })

  it('adds the other words of a group to a term, by word or by stem', () => {
    const groups = parseSynonyms(['portacandele, candeliere'])
    expect(planQuery('portacandele', groups)[0]!.synonyms).toEqual(['candeliere'])
    expect(planQuery('portacandela', groups)[0]!.synonyms).toEqual(['portacandele', 'candeliere'])
    expect(planQuery('vaso', groups)[0]!.synonyms).toEqual([])
  })
})

describe('typos', () => {
  it('counts a swap of two neighbours as one typo', () => {
    expect(typoDistance('vaniglai', 'vaniglia')).toBe(1)
    expect(typoDistance('mediteranei', 'mediterranei')).toBe(1)
    expect(typoDistance('fico', 'fichi')).toBe(2)
  })

  it('takes the known words one typo from the word or its stems, nearest first', () => {
    const [t] = planQuery('vaniglai')
    expect(nearWords(t!, ['vaniglia', 'vanilla', 'vanigl', 'lavanda'])).toEqual(['vaniglia', 'vanigl', 'vanilla'])
    const [fichi] = planQuery('fichi')
    // fichi → stem fich: one typo from fico's stem fic and from fico itself
    expect(nearWords(fichi!, ['fic', 'fico', 'finto'])).toEqual(['fic', 'fico'])
  })

  it('never corrects short words', () => {
    const [t] = planQuery('via')
    expect(nearWords(t!, ['vie', 'vai'])).toEqual([])
  })

  it('builds the corrected query only when a word changed', () => {
    const plan = planQuery('bottigle ambra')
    expect(correctedQuery(plan, (t) => (t.word === 'bottigle' ? 'bottiglie' : null))).toBe('bottiglie ambra')
    expect(correctedQuery(plan, () => null)).toBeNull()
  })
})

describe('engine queries', () => {
  it('FTS5: every term must match, each by prefix, stem or correction, all quoted', () => {
    const plan = planQuery('candele lavan')
    plan[1]!.corrections = ['lavanda']
    const m = fts5Match(plan)
    expect(m).toBe(
      '({name body}:"candele"* OR stems:"candel") AND ' +
        '({name body}:"lavan"* OR stems:"lavan" OR stems:"lavanda" OR {name body}:"lavanda")',
    )
  })

  it('FTS5 and tsquery texts carry no operator typed by the shopper', () => {
    const plan = planQuery('NEAR( "x" OR y* -z \' :* & | !')
    for (const t of plan) expect(t.word).toMatch(/^[a-z0-9]+$/)
    expect(fts5Match(plan)).not.toMatch(/NEAR\(|"x" OR|\*\s*-/)
    for (const part of tsQueryParts(plan)) expect(part.simple).toMatch(/^('[a-z0-9]+'(:\*)?)( \| '[a-z0-9]+'(:\*)?)*$/)
  })
})

describe('the order of what is found', () => {
  const hit = (ref: string, lang: 'it' | 'en', kind: Hit['kind'] = 'product'): Hit => ({
    kind,
    ref,
    lang,
    title: ref,
    url: `/${ref}`,
  })

  it('puts the page language first, shows a thing once, marks the other language', () => {
    const out = orderHits(
      [hit('a', 'en'), hit('b', 'it'), hit('a', 'it'), hit('c', 'en'), hit('c', 'en', 'page')],
      'it',
    )
    expect(out.map((h) => `${h.kind}:${h.ref}:${h.lang}:${h.other}`)).toEqual([
      'product:b:it:false',
      'product:a:it:false',
      'product:c:en:true',
      'page:c:en:true',
    ])
  })
})
