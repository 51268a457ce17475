import { describe, expect, it } from 'vitest'
import { plainText, richText, textBlocks } from './richtext'

describe('richText (seeded legal texts)', () => {
  it('keeps a heading to its own line: the lines under it are a paragraph, not part of the heading', () => {
    const doc = richText('## Seller\nVetrina S.r.l., Via Cavour 12.\nPhone 123.')
    expect(textBlocks(doc)).toEqual([
      { kind: 'heading', text: 'Seller' },
      { kind: 'paragraph', text: 'Vetrina S.r.l., Via Cavour 12. Phone 123.' },
    ])
  })

  it('turns a run of "- " lines into a list, also after a paragraph in the same block', () => {
    const doc = richText('Recipients:\n- Stripe\n- the carrier\n\nEnd.')
    expect(textBlocks(doc)).toEqual([
      { kind: 'paragraph', text: 'Recipients:' },
      { kind: 'item', text: 'Stripe' },
      { kind: 'item', text: 'the carrier' },
      { kind: 'paragraph', text: 'End.' },
    ])
  })

  it('renders **…** inside a sentence as bold text without the asterisks', () => {
    const doc = richText('Use the **"Withdraw"** button.')
    const para = doc.root.children[0] as { children: { text: string; format: number }[] }
    expect(para.children.map((c) => [c.text, c.format])).toEqual([
      ['Use the ', 0],
      ['"Withdraw"', 1],
      [' button.', 0],
    ])
    expect(plainText(doc)).toBe('Use the "Withdraw" button.')
  })
})
