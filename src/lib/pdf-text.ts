import type { PDFFont } from 'pdf-lib'

/** What the standard PDF fonts (WinAnsi) can draw; anything else becomes '?'. */
export const drawable = (s: string) => s.replace(/[^\x20-\x7E\u00A0-\u00FF€‘’“”–—…•]/g, '?')

/** `text` (made drawable) cut into lines no wider than `width` at `size`; a word longer than a line stands alone. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of drawable(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next
    else {
      lines.push(line)
      line = word
    }
  }
  if (line) lines.push(line)
  return lines
}
