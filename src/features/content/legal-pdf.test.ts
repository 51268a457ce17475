import { describe, expect, it } from 'vitest'
import { richText, textBlocks } from '@/lib/richtext'
import { pdfPages, pdfText } from '../../../tests/support/pdf-text'
import { legalPdf } from './legal-pdf'

describe('legal text as PDF (the terms attached to the order confirmation)', () => {
  it('writes the title, the headings, the paragraphs and the list items, wrapped and paged', async () => {
    const long = Array.from({ length: 400 }, (_, i) => `parola${i}`).join(' ')
    const blocks = textBlocks(
      richText(`## Diritto di recesso\nPuoi recedere entro 14 giorni.\n\n- Destinatario: Vetrina S.r.l.\n\n${long}`),
    )
    const pdf = await legalPdf({ title: 'Condizioni generali di vendita', subtitle: 'Vetrina S.r.l.', blocks })
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const text = await pdfText(pdf)
    expect(text).toContain('Condizioni generali di vendita')
    expect(text).toContain('Diritto di recesso')
    expect(text).toContain('Puoi recedere entro 14 giorni.')
    expect(text).toContain('Destinatario: Vetrina S.r.l.')
    expect(text).toContain('parola399')
    // No line runs off the page: the 400 words are wrapped, and a long text runs over several pages.
    const longer = await legalPdf({
      title: 'T',
      subtitle: 'S',
      blocks: Array.from({ length: 12 }, () => ({ kind: 'paragraph' as const, text: long })),
    })
    expect(await pdfPages(longer)).toBeGreaterThan(2)
    expect(await pdfText(longer)).toContain(`${'parola399'}`)
  })

  it('prints text beyond Latin-1 as written (Polish, Greek, Cyrillic)', async () => {
    const pdf = await legalPdf({
      title: 'Prova',
      subtitle: '—',
      blocks: [{ kind: 'paragraph', text: 'àèìòù € Łódź Ελληνικά Київ' }],
    })
    const text = await pdfText(pdf)
    expect(text).toContain('àèìòù €')
    expect(text).toContain('Łódź Ελληνικά Київ')
  })
})
