import { describe, expect, it } from 'vitest'
import { mergeDealers, type ListedDealer } from './listing'

const luce: ListedDealer = {
  company: 'Bottega Luce',
  region: 'veneto',
  street: 'Via Garibaldi 5',
  zip: '31015',
  city: 'Conegliano',
  province: 'TV',
}

describe('the display-stand pages’ dealers', () => {
  it('adds a listed dealer under its region, beside the entries typed by hand', () => {
    const typed = [
      { Region: 'Veneto', subregion: [{ Name: 'Treviso', Dealer_name: 'Casa Nova', Address: 'Piazza Borsa 1' }] },
    ]
    expect(mergeDealers(typed, [luce])).toEqual([
      {
        Region: 'Veneto',
        subregion: [
          { Name: 'Treviso', Dealer_name: 'Casa Nova', Address: 'Piazza Borsa 1' },
          { Name: 'Conegliano', Dealer_name: 'Bottega Luce', Address: 'Via Garibaldi 5, 31015 Conegliano (TV)' },
        ],
      },
    ])
    expect(typed[0]!.subregion).toHaveLength(1) // the page's content is not changed
  })

  it('opens a region of its own, keeps a company typed by hand once, skips a dealer without a region', () => {
    const out = mergeDealers(
      [{ Region: 'Veneto', subregion: [{ Dealer_name: 'bottega luce' }] }],
      [
        luce,
        {
          ...luce,
          company: 'Lumi',
          region: 'Lombardia',
          city: 'Milano',
          zip: '20121',
          street: 'Corso Como 1',
          province: 'MI',
        },
        { ...luce, company: 'Senza regione', region: ' ' },
      ],
    )
    expect(out.map((r) => [r.Region, r.subregion!.map((e) => e.Dealer_name)])).toEqual([
      ['Veneto', ['bottega luce']],
      ['Lombardia', ['Lumi']],
    ])
  })
})
