import { describe, expect, it } from 'vitest'
import { richText, textBlocks } from '@/lib/richtext'
import { pdfText } from '../../../tests/support/pdf-text'
import { legalPdf } from './legal-pdf'

describe('legal text as PDF (the terms attached to the order confirmation)', () => {
  it('writes the title, the headings, the paragraphs and the list items, wrapped and paged', async () => {
    const long = Array.from({ length: 400 }, (_, i) => `parola${i}`).join(' ')
    const blocks = textBlocks(
      richText(`## Diritto di recesso\nPuoi recedere entro 14 giorni.\n\n- Destinatario: Vetrina S.r.l.\n\n${long}`),
    )
    const pdf = await legalPdf({ title: 'Condizioni generali di vendita', subtitle: 'Vetrina S.r.l.', blocks })
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const text = pdfText(pdf)
    expect(text).toContain('Condizioni generali di vendita')
    expect(text).toContain('Diritto di recesso')
    expect(text).toContain('Puoi recedere entro 14 giorni.')
    expect(text).toContain('Destinatario: Vetrina S.r.l.')
    expect(text).toContain('parola399')
    // No line runs off the page: the 400 words are wrapped over many lines.
    expect(text.split('\n').filter((l) => l.includes('parola')).length).toBeGreaterThan(10)
  })

  it('draws characters the standard fonts lack as "?" instead of failing', async () => {
    const pdf = await legalPdf({ title: 'Prova ✓', subtitle: '—', blocks: [{ kind: 'paragraph', text: 'àèìòù € ≥' }] })
    const text = pdfText(pdf)
    expect(text).toContain('Prova ?')
    expect(text).toContain('àèìòù')
  })
})
